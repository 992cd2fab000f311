//! The rules templates the binary carries, in one list: the name
//! `xqprize init --template` and the page use for each, the Chinese name a
//! person reads, and the text. The first is the built-in default.

/// One template the binary carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Template {
    /// The name on the command line and in the page's form (`shizhu-2019`).
    pub id: &'static str,
    /// What a person reads (2019 石柱棋王赛预选赛).
    pub name: &'static str,
    /// The rules file itself.
    pub text: &'static str,
}

/// Every template, the default first.
pub const TEMPLATES: [Template; 4] = [
    Template {
        id: "shizhu-2019",
        name: "2019 石柱棋王赛预选赛",
        text: super::DEFAULT_RULES,
    },
    Template {
        id: "hengfang-2024",
        name: "2024 恒芳杯公开赛",
        text: super::HENGFANG_2024_RULES,
    },
    Template {
        id: "hangu-2013",
        name: "2013 含谷公开赛",
        text: super::HANGU_2013_RULES,
    },
    Template {
        id: "blank",
        name: "空白模板",
        text: super::BLANK_RULES,
    },
];

/// The template named `id`.
pub fn by_id(id: &str) -> Option<&'static Template> {
    TEMPLATES.iter().find(|t| t.id == id)
}

/// The templates' ids, the default first.
pub fn ids() -> [&'static str; TEMPLATES.len()] {
    TEMPLATES.map(|t| t.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_loads_and_the_default_is_the_built_in_rules() {
        assert_eq!(TEMPLATES[0].text, super::super::DEFAULT_RULES);
        for t in TEMPLATES {
            super::super::load(t.id, t.text).unwrap_or_else(|e| panic!("{}: {e:?}", t.id));
            assert_eq!(by_id(t.id), Some(&t));
        }
        assert_eq!(by_id("no-such"), None);
    }
}
