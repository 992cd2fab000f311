//! Where the event file lives unless a person names one: the user's data
//! folder (`%APPDATA%\xqprize\events.sqlite` on Windows,
//! `~/Library/Application Support/xqprize/events.sqlite` on macOS,
//! `$XDG_DATA_HOME/xqprize/events.sqlite` or
//! `~/.local/share/xqprize/events.sqlite` elsewhere), or the file the
//! environment variable `XQPRIZE_EVENTS` names (the tests use it).

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variable that names the event file.
pub const ENV_VAR: &str = "XQPRIZE_EVENTS";

/// The file's name inside the data folder.
const FILE: &str = "events.sqlite";

/// The event file used when none is named; none when the environment
/// gives no folder for it (no `HOME`, no `APPDATA`).
pub fn default_path() -> Option<PathBuf> {
    path_in(|name| std::env::var_os(name))
}

/// `default_path` with the environment as a function, for the tests.
fn path_in(env: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let set = |name: &str| env(name).filter(|v| !v.is_empty());
    if let Some(file) = set(ENV_VAR) {
        return Some(PathBuf::from(file));
    }
    let folder = if cfg!(windows) {
        PathBuf::from(set("APPDATA")?)
    } else if cfg!(target_os = "macos") {
        PathBuf::from(set("HOME")?).join("Library/Application Support")
    } else if let Some(data) = set("XDG_DATA_HOME") {
        PathBuf::from(data)
    } else {
        PathBuf::from(set("HOME")?).join(".local/share")
    };
    Some(folder.join("xqprize").join(FILE))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn the_environment_variable_names_the_file_before_any_folder() {
        let path = path_in(env(&[
            ("XQPRIZE_EVENTS", "/tmp/e.sqlite"),
            ("HOME", "/home/a"),
        ]));
        assert_eq!(path, Some(PathBuf::from("/tmp/e.sqlite")));
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn the_data_folder_is_xdg_data_home_else_local_share() {
        let xdg = path_in(env(&[("XDG_DATA_HOME", "/d"), ("HOME", "/home/a")]));
        assert_eq!(xdg, Some(PathBuf::from("/d/xqprize/events.sqlite")));
        let home = path_in(env(&[("HOME", "/home/a"), ("XDG_DATA_HOME", "")]));
        assert_eq!(
            home,
            Some(PathBuf::from("/home/a/.local/share/xqprize/events.sqlite"))
        );
        assert_eq!(path_in(env(&[])), None);
    }
}
