//! The bytes of a rules file as text, for every front end alike: UTF-8 (a
//! byte-order mark dropped), or UTF-16 with its mark, as Notepad saves it.
//! A file saved as GBK (Windows' "ANSI" for Chinese) or one that is no
//! text at all is refused with a message saying so, never "cannot read the
//! file" for a file that is there.

use crate::msg::Msg;

/// The text of the rules file `name` (as messages name it) from its bytes.
pub fn decode(name: &str, bytes: Vec<u8>) -> Result<String, Msg> {
    let not_text = || Msg::RulesNotText {
        path: name.to_string(),
    };
    let utf16 = |bytes: &[u8], pair: fn([u8; 2]) -> u16| {
        let units: Vec<u16> = bytes.chunks_exact(2).map(|c| pair([c[0], c[1]])).collect();
        String::from_utf16(&units).ok()
    };
    match bytes.as_slice() {
        [0xef, 0xbb, 0xbf, rest @ ..] => std::str::from_utf8(rest)
            .map(str::to_string)
            .map_err(|_| not_text()),
        [0xff, 0xfe, rest @ ..] if rest.len() % 2 == 0 => {
            utf16(rest, u16::from_le_bytes).ok_or_else(not_text)
        }
        [0xfe, 0xff, rest @ ..] if rest.len() % 2 == 0 => {
            utf16(rest, u16::from_be_bytes).ok_or_else(not_text)
        }
        _ => String::from_utf8(bytes).map_err(|e| {
            if looks_gbk(e.as_bytes()) {
                Msg::RulesGbk {
                    path: name.to_string(),
                }
            } else {
                not_text()
            }
        }),
    }
}

/// Text that is not UTF-8 but whose every byte above 0x7F starts a
/// well-formed GBK pair, with no control bytes but tab and line ends: a
/// rules file saved as GBK.
fn looks_gbk(bytes: &[u8]) -> bool {
    let mut i = 0;
    let mut pairs = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            if b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r') {
                return false;
            }
            i += 1;
            continue;
        }
        let Some(&t) = bytes.get(i + 1) else {
            return false;
        };
        if !(0x81..=0xfe).contains(&b) || !(0x40..=0xfe).contains(&t) || t == 0x7f {
            return false;
        }
        pairs += 1;
        i += 2;
    }
    pairs > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::Lang;

    /// 「公开组」 in GBK: 公 B9AB, 开 BFAA, 组 D7E9.
    fn gbk_rules() -> Vec<u8> {
        let mut gbk = b"[[groups]]\nsheet = \"".to_vec();
        gbk.extend([0xb9, 0xab, 0xbf, 0xaa, 0xd7, 0xe9]);
        gbk.extend(b"\"\n");
        gbk
    }

    #[test]
    fn a_rules_file_saved_as_gbk_is_told_to_be_saved_as_utf8() {
        let refused = decode("r.toml", gbk_rules()).unwrap_err();
        assert_eq!(refused.code(), "rules.gbk");
        assert_eq!(
            refused.render(Lang::Zh),
            "规则文件 r.toml 是 GBK（ANSI）编码保存的，程序只读 UTF-8。请改存为 UTF-8：在记事本中打开它，选择“另存为”，编码选“UTF-8”，保存后再试。"
        );
    }

    #[test]
    fn utf16_with_its_mark_and_utf8_with_or_without_one_are_read() {
        let text = "sheet = \"公开组\"\n";
        let mut le = vec![0xff, 0xfe];
        le.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        let mut be = vec![0xfe, 0xff];
        be.extend(text.encode_utf16().flat_map(u16::to_be_bytes));
        let mut marked = vec![0xef, 0xbb, 0xbf];
        marked.extend(text.as_bytes());
        for bytes in [le, be, marked, text.as_bytes().to_vec()] {
            assert_eq!(decode("r.toml", bytes).as_deref(), Ok(text));
        }
    }

    #[test]
    fn bytes_that_are_no_text_are_said_to_be_no_text() {
        // UTF-16 without its mark, and an odd byte after a UTF-16 mark.
        let unmarked: Vec<u8> = "公开组".encode_utf16().flat_map(u16::to_le_bytes).collect();
        for bytes in [unmarked, vec![0xff, 0xfe, 0x00], vec![0x00, 0x01, 0xff]] {
            let refused = decode("r.toml", bytes).unwrap_err();
            assert_eq!(
                refused.render(Lang::Zh),
                "规则文件 r.toml 不是 UTF-8 编码的文本文件。请用 .toml 规则文件（可由 xqprize init 生成，或从模板复制），以 UTF-8 编码保存。"
            );
        }
    }
}
