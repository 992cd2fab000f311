//! The words of the messages about writing the output files all or nothing.

use crate::msg::{Lang, Msg};
use crate::zh_en;

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::OutputIsInput { path } => zh_en!(
            lang,
            format!(
                "{path} 是输入文件，不能覆盖。请用 --out 另选输出文件夹。"
            ),
            format!("{path} is an input; refusing to write over it (choose another --out)")
        ),
        Msg::OutputExists { paths } => zh_en!(
            lang,
            format!(
                "{} 已存在，未写出任何文件。如要替换，请加 --force。",
                paths.join("、")
            ),
            match paths.as_slice() {
                [one] => format!(
                    "{one} already exists; nothing was written (use --force to replace it)"
                ),
                _ => format!(
                    "{} already exist; nothing was written (use --force to replace them)",
                    paths.join(" and ")
                ),
            }
        ),
        Msg::OutputFolder { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法创建文件夹 {path}。请检查路径和写入权限。"
            ),
            format!("cannot create folder {path}: {detail}")
        ),
        Msg::OutputWrite { path, detail, .. } => zh_en!(
            lang,
            format!(
                "无法写出 {path}。请检查磁盘空间和写入权限，并确认该文件没有在表格软件中打开。"
            ),
            format!("cannot write {path}: {detail}")
        ),
        Msg::OutputIsFolder { path } => zh_en!(
            lang,
            format!(
                "{path} 是一个文件夹，输出文件不能写在它的位置上，未写出任何文件。请移走或改名该文件夹，或用 --out 另选输出文件夹。"
            ),
            format!(
                "{path} is a folder where an output file should go; nothing was written (move or rename the folder, or choose another --out)"
            )
        ),
        Msg::OutputReadOnly { path } => zh_en!(
            lang,
            format!(
                "{path} 是只读文件，加 --force 也不会替换，未写出任何文件。如要替换，请先取消其只读属性，或用 --out 另选输出文件夹。"
            ),
            format!(
                "{path} is read-only and is not replaced, even with --force; nothing was written (make it writable, or choose another --out)"
            )
        ),
        Msg::OutputNotRestored { path, backup, detail } => zh_en!(
            lang,
            format!(
                "写出失败后未能恢复原来的 {path}，原文件保存在 {backup}。请将 {backup} 改名为 {path}。"
            ),
            format!(
                "after the failure, the earlier {path} could not be put back ({detail}); it is kept as {backup}: rename it to {path}"
            )
        ),
        Msg::OutputInterrupted => zh_en!(
            lang,
            "运行被中止，未写出任何文件，临时文件已删除。".to_string(),
            "stopped before the outputs were written; nothing was written and the temporary files were removed".to_string()
        ),
        _ => return None,
    })
}
