//! `xqprize serve [--port 8080] [--listen ADDR]`: the web page, on this
//! computer only unless `--listen` says otherwise.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use xqprize::web::{self, Config};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Port to serve on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Address to listen on instead of 127.0.0.1, e.g. 0.0.0.0 for the local
    /// network (ID numbers then cross the network).
    #[arg(long, value_name = "ADDR")]
    pub listen: Option<IpAddr>,
}

pub fn run(args: Args) -> anyhow::Result<()> {
    let ip = args.listen.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    if !ip.is_loopback() {
        eprintln!(
            "警告：在 {ip} 上监听，局域网内其他电脑也能打开此页面；上传的成绩册（含身份证号）会经网络传输，且未加密。\n\
             warning: listening on {ip}: other computers can reach this page, and the uploaded \
             standings (with ID numbers) cross the network unencrypted."
        );
    }
    eprintln!("xqprize serve：在浏览器中打开下面的地址；按 Ctrl+C 停止。");
    web::serve(SocketAddr::new(ip, args.port), Config::default())
}
