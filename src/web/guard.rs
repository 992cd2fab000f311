//! Who may talk to the server: a request must name, in its `Host`, the
//! address the server serves (so that a web page elsewhere cannot reach it
//! through a name it points at 127.0.0.1: DNS rebinding), and a request that
//! changes something (anything but GET and HEAD) must come from the page
//! itself, not from another site (`Origin`, `Sec-Fetch-Site`).

use axum::http::{HeaderMap, Method, header};
use std::net::{IpAddr, SocketAddr};

/// Why a request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// `Host` is missing or names another server.
    Host,
    /// A state-changing request sent by a page of another origin.
    Origin,
}

/// The address the server answers for: its IP and port.
#[derive(Debug, Clone, Copy)]
pub struct Served(pub SocketAddr);

impl Served {
    /// May this request be answered?
    pub fn admit(&self, method: &Method, headers: &HeaderMap) -> Result<(), Refused> {
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .ok_or(Refused::Host)?;
        if !self.is_ours(host) {
            return Err(Refused::Host);
        }
        if method == Method::GET || method == Method::HEAD {
            return Ok(());
        }
        if let Some(site) = headers.get("sec-fetch-site") {
            // `none`: typed in or bookmarked by the user; `same-origin`: the page.
            if !matches!(site.to_str(), Ok("same-origin" | "none")) {
                return Err(Refused::Origin);
            }
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = origin.to_str().map_err(|_| Refused::Origin)?;
            let ours = origin
                .strip_prefix("http://")
                .is_some_and(|authority| self.is_ours(authority));
            if !ours {
                return Err(Refused::Origin);
            }
        }
        Ok(())
    }

    /// Is `authority` (host and port, as in `Host` or an origin) this
    /// server? `localhost` or an IP written out, with the served port.
    /// An IP written out cannot be re-pointed by DNS; a name other than
    /// `localhost` can, so none is accepted.
    fn is_ours(&self, authority: &str) -> bool {
        let Some((name, port)) = authority.rsplit_once(':') else {
            return false;
        };
        if port.parse::<u16>().ok() != Some(self.0.port()) {
            return false;
        }
        let bound = self.0.ip();
        if name.eq_ignore_ascii_case("localhost") {
            return bound.is_loopback() || bound.is_unspecified();
        }
        let ip = name
            .strip_prefix('[')
            .and_then(|n| n.strip_suffix(']'))
            .unwrap_or(name);
        let Ok(ip) = ip.parse::<IpAddr>() else {
            return false;
        };
        if bound.is_unspecified() {
            // Listening on every address: any address of this machine.
            return true;
        }
        ip == bound || (bound.is_loopback() && ip.is_loopback())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, value.parse().unwrap());
        }
        map
    }

    fn loopback() -> Served {
        Served("127.0.0.1:8080".parse().unwrap())
    }

    #[test]
    fn the_served_address_and_localhost_are_answered() {
        for host in [
            "127.0.0.1:8080",
            "localhost:8080",
            "LOCALHOST:8080",
            "[::1]:8080",
        ] {
            let h = headers(&[("host", host)]);
            assert_eq!(loopback().admit(&Method::GET, &h), Ok(()), "{host}");
        }
    }

    #[test]
    fn another_name_another_port_or_no_host_is_refused() {
        for host in [
            "rebind.attacker.com:8080",
            "rebind.attacker.com",
            "127.0.0.1:8081",
            "127.0.0.1",
            "localhost.attacker.com:8080",
            "192.168.1.5:8080",
        ] {
            let h = headers(&[("host", host)]);
            assert_eq!(
                loopback().admit(&Method::GET, &h),
                Err(Refused::Host),
                "{host}"
            );
        }
        assert_eq!(
            loopback().admit(&Method::GET, &HeaderMap::new()),
            Err(Refused::Host)
        );
    }

    #[test]
    fn a_listen_address_answers_for_itself_only() {
        let lan = Served("192.168.1.5:9000".parse().unwrap());
        let ok = headers(&[("host", "192.168.1.5:9000")]);
        assert_eq!(lan.admit(&Method::GET, &ok), Ok(()));
        let other = headers(&[("host", "127.0.0.1:9000")]);
        assert_eq!(lan.admit(&Method::GET, &other), Err(Refused::Host));
        let any = Served("0.0.0.0:9000".parse().unwrap());
        assert_eq!(any.admit(&Method::GET, &ok), Ok(()));
        let name = headers(&[("host", "pc.example:9000")]);
        assert_eq!(any.admit(&Method::GET, &name), Err(Refused::Host));
    }

    #[test]
    fn a_post_from_another_site_is_refused() {
        let host = ("host", "127.0.0.1:8080");
        let from = |pairs: &[(&'static str, &str)]| {
            let mut all = vec![host];
            all.extend_from_slice(pairs);
            loopback().admit(&Method::POST, &headers(&all))
        };
        assert_eq!(from(&[]), Ok(()), "a client that is not a browser");
        assert_eq!(
            from(&[
                ("origin", "http://127.0.0.1:8080"),
                ("sec-fetch-site", "same-origin")
            ]),
            Ok(())
        );
        assert_eq!(from(&[("origin", "http://localhost:8080")]), Ok(()));
        assert_eq!(
            from(&[("origin", "https://evil.example")]),
            Err(Refused::Origin)
        );
        assert_eq!(from(&[("origin", "null")]), Err(Refused::Origin));
        assert_eq!(
            from(&[("sec-fetch-site", "cross-site")]),
            Err(Refused::Origin)
        );
        assert_eq!(
            from(&[("sec-fetch-site", "same-site")]),
            Err(Refused::Origin)
        );
        // A GET changes nothing; another site cannot read its answer.
        let h = headers(&[host, ("sec-fetch-site", "cross-site")]);
        assert_eq!(loopback().admit(&Method::GET, &h), Ok(()));
    }
}
