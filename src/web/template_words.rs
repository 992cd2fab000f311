//! A built-in template's rules file as the page hands it out. The template
//! speaks to a person at the command line (「xqprize check 成绩表.xlsx
//! --rules 本文件」, 「xqprize init --template blank」); the one who
//! downloads it from the page has no command line, so those comment lines
//! say what to do on the page instead. Only comments change: the keys and
//! values, and so the rules, are the template's.

/// Each command-line phrase of the templates' comments, and what the page's
/// copy says instead.
const ON_PAGE: [(&str, &str); 6] = [
    ("# xqprize 规则文件：", "# 规则文件："),
    (
        "#   xqprize check 成绩表.xlsx --rules 本文件",
        "#   （在网页上：第 1 步选择成绩册，第 2 步选「上传规则文件」并选择本文件，再按「运行」）",
    ),
    (
        "在此之前，xqprize check 可以读成绩表并核对名次；xqprize run 会停下，提示先填写奖项。",
        "在此之前，在网页上运行会停下，提示先填写奖项。",
    ),
    (
        "在此之前，xqprize check 可以\n# 读成绩表并核对名次；xqprize run 会停下，提示先填写奖项。",
        "在此之前，在网页上运行会停下，\n# 提示先填写奖项。",
    ),
    (
        "（xqprize init --template shizhu-2019）",
        "（网页第 2 步「内置规则」中的「2019 石柱棋王赛预选赛」）",
    ),
    (
        "（写法见空白模板 xqprize init --template blank）",
        "（写法见空白模板：网页第 2 步「内置规则」中选「空白模板」下载）",
    ),
];

/// `text`, a template's rules file, with its command-line comments in the
/// page's words.
pub fn for_page(text: &str) -> String {
    ON_PAGE.iter().fold(text.to_string(), |text, (cli, page)| {
        text.replace(cli, page)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::templates::TEMPLATES;

    /// No template handed out by the page sends its reader to a command or
    /// a flag.
    #[test]
    fn no_template_downloaded_from_the_page_names_a_command() {
        for t in TEMPLATES {
            let page = for_page(t.text);
            for banned in ["xqprize", "--rules", "--template", "命令行"] {
                assert!(!page.contains(banned), "{}: {banned}", t.id);
            }
        }
    }

    /// Only comment lines change: every key and value is the template's,
    /// so the rules read from the page's copy are the template's rules.
    #[test]
    fn the_pages_copy_has_the_templates_rules() {
        let rules = |text: &str| -> Vec<String> {
            (text.lines())
                .filter(|l| !l.trim_start().starts_with('#'))
                .map(str::to_string)
                .collect()
        };
        for t in TEMPLATES {
            assert_eq!(rules(&for_page(t.text)), rules(t.text), "{}", t.id);
        }
    }
}
