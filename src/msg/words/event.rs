//! The words of the messages of the ceremony's event file (SPEC §20):
//! opening it, the kept runs and the treasurer's collection marks.

use crate::msg::Lang;
use crate::msg::Msg;
use crate::zh_en;

/// The words of a message of this area; `None` for a message of another.
pub(super) fn words(m: &Msg, lang: Lang) -> Option<String> {
    Some(match m {
        Msg::EventOpen { path, detail } => zh_en!(
            lang,
            format!(
                "无法打开或建立领奖记录文件「{path}」（{detail}）。请检查该文件夹是否存在、能否写入，或用 --events 指定另一个文件。"
            ),
            format!(
                "the event file {path} cannot be opened or created ({detail}): check that its folder exists and can be written, or name another file with --events"
            )
        ),
        Msg::EventDamaged { path, detail } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」已损坏，无法读取（{detail}）。请保留此文件不要删除，换用备份副本，或用 --events 指定新文件。"
            ),
            format!(
                "the event file {path} is damaged and cannot be read ({detail}): keep it as it is, use a backup copy, or name a new file with --events"
            )
        ),
        Msg::EventNotOurs { path } => zh_en!(
            lang,
            format!(
                "「{path}」是一个数据库，但不是 xqprize 的领奖记录文件，未作任何改动。请用 --events 指定领奖记录文件，或指定一个新文件名。"
            ),
            format!(
                "{path} is a database but no xqprize event file; it was left untouched: name the event file, or a new file, with --events"
            )
        ),
        Msg::EventNewer { path, version, known } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」由较新版本的 xqprize 写成（格式 {version}，本程序只认得 {known} 及以下）。请用新版本的 xqprize 打开。"
            ),
            format!(
                "the event file {path} was written by a newer xqprize (format {version}; this one knows up to {known}): open it with the newer version"
            )
        ),
        Msg::EventFailed { path, detail } => zh_en!(
            lang,
            format!(
                "读写领奖记录文件「{path}」失败（{detail}），本次登记未保存。请检查磁盘空间，或稍候再试。"
            ),
            format!(
                "reading or writing the event file {path} failed ({detail}); nothing was recorded: check the disk space, or try again in a moment"
            )
        ),
        Msg::EventUnknown { path, event } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中没有赛事「{event}」。请写赛事的编号或名称（xqprize record 会列出已保存的赛事）。"
            ),
            format!(
                "the event file {path} holds no event {event}: give an event's number or name (xqprize record lists the kept events)"
            )
        ),
        Msg::EventRunUnknown { path, run } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中没有第 {run} 次保存的计算结果。请写已保存的结果编号。"
            ),
            format!(
                "the event file {path} holds no kept run {run}: give the number of a kept run"
            )
        ),
        Msg::EventPayeeUnknown { run, payee } => zh_en!(
            lang,
            format!(
                "第 {run} 次保存的计算结果中「{payee}」没有奖金，无法登记领取。请核对组别和编号（团体奖：奖项和队名）。"
            ),
            format!(
                "{payee} is paid nothing in kept run {run}, so nothing can be marked collected: check the group and number (for a team prize, the prize and the team)"
            )
        ),
        Msg::EventAlreadyCollected { payee, mark, at, by } => zh_en!(
            lang,
            format!(
                "「{payee}」已领（第 {mark} 条登记，{at}，经办人{by}），不能重复登记。如登记有误，请先撤销第 {mark} 条登记。"
            ),
            format!(
                "{payee} has already collected (mark {mark}, {at}, by {by}) and cannot collect twice: if that mark is wrong, undo mark {mark} first"
            )
        ),
        Msg::EventUndoNotStanding { payee, mark } => zh_en!(
            lang,
            format!(
                "第 {mark} 条登记不是「{payee}」当前有效的已领登记，无法撤销。请撤销该领奖人最后一条已领登记。"
            ),
            format!(
                "mark {mark} is not the standing collected mark of {payee} and cannot be undone: undo the payee's last collected mark"
            )
        ),
        Msg::EventMarkBlank { field } => {
            let (zh, en) = match field.as_str() {
                "by" => ("经办人", "who handed the money over"),
                "bank" => ("转账的开户银行", "the bank of the transfer"),
                "account" => ("转账的银行账号", "the account of the transfer"),
                "proxy" => ("代领人姓名", "the name of who collected on the payee's behalf"),
                other => (other, other),
            };
            zh_en!(
                lang,
                format!("登记领取时没有填写{zh}，未保存。请填写后再登记。"),
                format!("the mark gives no {en} and was not recorded: fill it in and mark again")
            )
        }
        Msg::EventMarkTime { at } => zh_en!(
            lang,
            format!(
                "登记时间「{at}」不是可识别的时间，未保存。请写成 2019-05-01T18:00:00+08:00 的形式。"
            ),
            format!(
                "the mark's time {at} is no time known and was not recorded: write it as 2019-05-01T18:00:00+08:00"
            )
        ),
        Msg::EventMissing { path } => zh_en!(
            lang,
            format!(
                "找不到领奖记录文件「{path}」。请用 --events 写明颁奖时使用的文件。"
            ),
            format!(
                "the event file {path} does not exist: name the file used at the ceremony with --events"
            )
        ),
        Msg::EventNoPath => zh_en!(
            lang,
            "找不到存放领奖记录文件的用户数据文件夹。请用 --events 写明文件，或设置环境变量 XQPRIZE_EVENTS。".to_string(),
            "no user data folder to keep the event file in: name the file with --events, or set XQPRIZE_EVENTS".to_string()
        ),
        Msg::EventNothingKept { path } => zh_en!(
            lang,
            format!(
                "领奖记录文件「{path}」中还没有保存任何计算结果。请先在网页上计算并保存赛事。"
            ),
            format!(
                "the event file {path} keeps no run yet: compute and keep the event on the page first"
            )
        ),
        Msg::EventNoEarlierRun { event, run } => zh_en!(
            lang,
            format!(
                "第 {run} 次保存的计算结果是赛事“{event}”的第一次计算，没有更早的计算可比较。请打开成绩更正后作为该赛事新一次计算保存的结果再比较。"
            ),
            format!(
                "kept run {run} is the first run of the event “{event}”, with no earlier run to compare with: open the run kept after the correction as a new run of that event and compare it"
            )
        ),
        _ => return None,
    })
}
