//! `xqprize serve [--port 8080] [--listen ADDR]`: the web page, on this
//! computer only unless `--listen` says otherwise.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use xqprize::web::{self, Config};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// 端口，默认 8080（0：任选一个空闲端口；地址会打印出来）
    #[arg(
        long,
        value_name = "端口",
        default_value_t = 8080,
        hide_default_value = true
    )]
    pub port: u16,
    /// 不用 127.0.0.1 而在此地址上监听，如 0.0.0.0 供局域网使用（身份证号将经网络传输）
    #[arg(long, value_name = "地址")]
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
    let config = Config {
        lang: xqprize::msg::Lang::current(),
        ..Config::default()
    };
    web::serve(SocketAddr::new(ip, args.port), config)
}
