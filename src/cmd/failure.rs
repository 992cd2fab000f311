//! How a command's failure is said: the one line it ends with, in the
//! command's language.

use xqprize::msg::text;
use xqprize::msg::{Lang, Msg};
use xqprize::output::{Problems, WriteError};

/// A failure whose last line is already worded in full, in the command's
/// language (`check`'s count of errors and warnings): printed as it is,
/// without the 错误： before it, and the command exits 1.
#[derive(Debug)]
pub struct Told(pub String);

impl std::fmt::Display for Told {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Told {}

/// The line an error ends the command with, in `lang`: a message of the
/// library's catalogue (carried as an error, or within a `WriteError`) is
/// rendered in `lang`; in English the causes under it follow, the
/// system's words.
pub fn error_text(err: &anyhow::Error, lang: Lang) -> String {
    if let Some(Told(line)) = err.downcast_ref::<Told>() {
        return line.clone();
    }
    let said = |cause: &(dyn std::error::Error + 'static)| -> String {
        let inner = cause.downcast_ref::<WriteError>().map(|w| w.0.as_ref());
        let inner = inner.unwrap_or(cause);
        if let Some(problems) = inner.downcast_ref::<Problems>() {
            // Each problem on a line of its own, after the first's prefix.
            let next = format!("\n{}", text::error_prefix(lang));
            return problems.lines(lang).join(&next);
        }
        match inner.downcast_ref::<Msg>() {
            Some(message) => message.render(lang),
            None => cause.to_string(),
        }
    };
    match lang {
        Lang::Zh => format!("错误：{}", said(err.as_ref())),
        Lang::En => {
            let causes: Vec<String> = err.chain().map(said).collect();
            format!("error: {}", causes.join(": "))
        }
    }
}
