//! Files people send as "Excel" that are not spreadsheet workbooks
//! (docs/input.md): an HTML page saved as .xls and an XML Spreadsheet 2003
//! file saved as .xls are read as workbooks, merged cells included; an .ods
//! sheet with cells merged down is read from its spans; an encrypted
//! workbook says so. Each refusal names the file, and the sheet and cell
//! where there is one.

use crate::common::read_file;
use std::path::{Path, PathBuf};
use xqprize::msg::Lang;
use xqprize::standings::read::{InputError, Read};
use xqprize::standings::{Player, Region, Sex};

const SHEETS: [&str; 2] = ["公开组", "少儿组"];

/// `bytes` saved as `name` in a fresh directory.
fn saved(name: &str, bytes: &[u8]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    (dir, path)
}

fn read_ok(path: &Path) -> Read {
    match read_file(path, &SHEETS) {
        Ok(read) => read,
        Err(e) => panic!(
            "expected the file to be read:\n{}",
            e.render(xqprize::msg::Lang::En)
        ),
    }
}

/// The whole error as the user sees it in English, after checking that it
/// names the file.
fn refusal(path: &Path) -> String {
    match read_file(path, &SHEETS) {
        Ok(read) => panic!("expected a refusal, read {:?}", read.standings),
        Err(error) => {
            let text = error.render(Lang::En);
            assert!(
                text.starts_with(&path.display().to_string()),
                "the error does not name the file: {text}"
            );
            text
        }
    }
}

/// Each problem of a refusal, without the file name.
fn problems(path: &Path) -> Vec<String> {
    match read_file(path, &SHEETS) {
        Ok(read) => panic!("expected problems, read {:?}", read.standings),
        Err(InputError { problems, .. }) => problems.iter().map(|p| p.render(Lang::En)).collect(),
    }
}

/// (place, 编号, 姓名) of a group's players.
fn places(read: &Read, group: usize) -> Vec<(u32, String, String)> {
    read.standings.groups[group]
        .players
        .iter()
        .map(|p: &Player| (p.rank, p.no.to_string(), p.name.to_string()))
        .collect()
}

fn triple(rank: u32, no: &str, name: &str) -> (u32, String, String) {
    (rank, no.to_string(), name.to_string())
}

const HEADER: &str = "<tr><td>名次</td><td>编号</td><td>姓名</td><td>性别</td><td>出生日期</td>\
     <td>身份证号</td><td>地区</td><td>会员</td><td>称号</td></tr>";

/// A page as a registration system exports it: GB2312 as its meta tag
/// says, Excel's worksheet names in the head, 名次 merged down over a
/// shared place.
fn registration_page() -> Vec<u8> {
    let page = format!(
        "<html xmlns:x=\"urn:schemas-microsoft-com:office:excel\"><head>\
         <meta http-equiv=Content-Type content=\"text/html; charset=gb2312\">\
         <!--[if gte mso 9]><xml><x:ExcelWorkbook><x:ExcelWorksheets>\
         <x:ExcelWorksheet><x:Name>公开组</x:Name></x:ExcelWorksheet>\
         <x:ExcelWorksheet><x:Name>少儿组</x:Name></x:ExcelWorksheet>\
         </x:ExcelWorksheets></x:ExcelWorkbook></xml><![endif]-->\
         <style>.id {{ mso-number-format:\"\\@\"; }}</style></head><body>\
         <table border=1>{HEADER}\
         <tr><td>1</td><td>101</td><td>刘&nbsp;备</td><td>男</td><td>1990-01-01</td>\
         <td class=id>500240199001010011</td><td>重庆</td><td>否</td><td></td></tr>\
         <tr><td rowspan=2>2</td><td>102</td><td>关羽</td><td>男</td><td>1991.2.3</td>\
         <td class=id></td><td>石柱</td><td>是</td><td>大师</td></tr>\
         <tr><td>103</td><td>张飞</td><td>男</td><td>1992年3月4日</td>\
         <td class=id></td><td>市外</td><td>否</td><td></td></tr>\
         </table><table border=1>{HEADER}</table></body></html>"
    );
    encoding_rs::GBK.encode(&page).0.into_owned()
}

#[test]
fn an_html_page_in_gbk_is_read_with_a_place_merged_down() {
    let (_dir, path) = saved("报名成绩.xls", &registration_page());
    let read = read_ok(&path);
    // 关羽 and 张飞 share place 2: the 名次 cell is merged over both rows.
    assert_eq!(
        places(&read, 0),
        vec![
            triple(1, "101", "刘\u{a0}备"),
            triple(2, "102", "关羽"),
            triple(2, "103", "张飞")
        ]
    );
    let players = &read.standings.groups[0].players;
    // Every value is text as typed: the ID number keeps its 18 digits.
    assert_eq!(players[0].id_number.as_deref(), Some("500240199001010011"));
    assert_eq!(players[1].sex, Some(Sex::Male));
    assert_eq!(
        players[2].birth_date,
        chrono::NaiveDate::from_ymd_opt(1992, 3, 4)
    );
    assert_eq!(players[1].region.as_ref().map(Region::label), Some("石柱"));
    assert!(players[1].member);
    assert!(read.standings.groups[1].players.is_empty());
}

#[test]
fn a_page_in_utf8_with_captions_or_without_names_is_read_too() {
    let body = format!(
        "<table><caption>公开组</caption>{HEADER}\
         <tr><td>1</td><td>7</td><td>甲</td><td>男</td><td>1990-01-01</td><td></td>\
         <td>重庆</td><td>否</td><td></td></tr></table>\
         <table><caption>少儿组</caption>{HEADER}</table>"
    );
    let (_dir, path) = saved("a.xls", format!("\u{feff}{body}").as_bytes());
    assert_eq!(places(&read_ok(&path), 0), vec![triple(1, "7", "甲")]);
    // No names at all: Sheet1 and Sheet2 are no group's sheets.
    let unnamed = body.replace("<caption>公开组</caption>", "");
    let unnamed = unnamed.replace("<caption>少儿组</caption>", "");
    let (_dir, path) = saved("b.xls", unnamed.as_bytes());
    let text = refusal(&path);
    assert!(text.contains("Sheet1") && text.contains("Sheet2"), "{text}");
}

/// An XML Spreadsheet 2003 workbook with the given worksheets.
fn xml2003(worksheets: &str) -> Vec<u8> {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
{worksheets}
</Workbook>
"#
    )
    .into_bytes()
}

const XML_HEADER: &str = r#"<Row><Cell><Data ss:Type="String">名次</Data></Cell><Cell><Data ss:Type="String">编号</Data></Cell><Cell><Data ss:Type="String">姓名</Data></Cell><Cell><Data ss:Type="String">性别</Data></Cell><Cell><Data ss:Type="String">出生日期</Data></Cell><Cell><Data ss:Type="String">地区</Data></Cell><Cell><Data ss:Type="String">会员</Data></Cell><Cell><Data ss:Type="String">称号</Data></Cell></Row>"#;

fn youth_xml() -> String {
    format!(r#"<Worksheet ss:Name="少儿组"><Table>{XML_HEADER}</Table></Worksheet>"#)
}

#[test]
fn an_xml_2003_file_is_read_with_index_gaps_and_a_place_merged_down() {
    let open = format!(
        r#"<Worksheet ss:Name="公开组"><Table>
 <Column ss:Index="8" ss:Hidden="1"/>
 {XML_HEADER}
 <Row><Cell><Data ss:Type="Number">1</Data></Cell><Cell><Data ss:Type="String">101</Data></Cell><Cell><Data ss:Type="String">刘备</Data></Cell><Cell><Data ss:Type="String">男</Data></Cell><Cell ss:StyleID="d"><Data ss:Type="DateTime">1990-01-01T00:00:00.000</Data></Cell><Cell><Data ss:Type="String">重庆</Data></Cell><Cell><Data ss:Type="String">否</Data></Cell></Row>
 <Row ss:Index="4"><Cell ss:MergeDown="1"><Data ss:Type="Number">2</Data></Cell><Cell><Data ss:Type="Number">102</Data></Cell><Cell><ss:Data ss:Type="String" xmlns="http://www.w3.org/TR/REC-html40"><B>关</B>羽</ss:Data></Cell><Cell><Data ss:Type="String">男</Data></Cell><Cell><Data ss:Type="String">1991-02-03</Data></Cell><Cell ss:Index="7"><Data ss:Type="String">是</Data></Cell></Row>
 <Row><Cell ss:Index="2"><Data ss:Type="Number">103</Data></Cell><Cell><Data ss:Type="String">张飞</Data></Cell><Cell><Data ss:Type="String">男</Data></Cell><Cell><Data ss:Type="String">1992-03-04</Data></Cell><Cell><Data ss:Type="String">市外</Data></Cell></Row>
</Table></Worksheet>"#
    );
    let (_dir, path) = saved("编排.xls", &xml2003(&(open + &youth_xml())));
    let read = read_ok(&path);
    assert_eq!(
        places(&read, 0),
        vec![
            triple(1, "101", "刘备"),
            triple(2, "102", "关羽"),
            triple(2, "103", "张飞")
        ]
    );
    let players = &read.standings.groups[0].players;
    // Row 3 is blank (the next row says ss:Index="4").
    assert_eq!(
        players.iter().map(|p| p.row).collect::<Vec<_>>(),
        vec![2, 4, 5]
    );
    assert_eq!(
        players[0].birth_date,
        chrono::NaiveDate::from_ymd_opt(1990, 1, 1)
    );
    // 关羽's 地区 is blank (ss:Index skips it), his 会员 is 是.
    assert_eq!(players[1].region, None);
    assert!(players[1].member);
    assert_eq!(players[2].region.as_ref().map(Region::label), Some("市外"));
}

#[test]
fn an_xml_2003_cell_placed_on_a_merged_region_is_refused_naming_sheet_and_cell() {
    let open = format!(
        r#"<Worksheet ss:Name="公开组"><Table>{XML_HEADER}
 <Row><Cell ss:MergeDown="1"><Data ss:Type="Number">1</Data></Cell><Cell><Data ss:Type="String">101</Data></Cell><Cell><Data ss:Type="String">刘备</Data></Cell></Row>
 <Row><Cell ss:Index="1"><Data ss:Type="Number">2</Data></Cell></Row>
</Table></Worksheet>"#
    );
    let (_dir, path) = saved("x.xls", &xml2003(&(open + &youth_xml())));
    refusal(&path);
    assert_eq!(
        problems(&path),
        vec![
            "公开组: cell A3 overlaps A2:A3, placed before it: the file's positions (ss:Index) or merged cells put two values in one place; open it in the spreadsheet program, check it and save it as .xlsx"
        ]
    );
    let zh = read_file(&path, &SHEETS).unwrap_err().render(Lang::Zh);
    assert!(zh.contains("公开组：单元格 A3 与已有的 A2:A3 重叠"), "{zh}");
}

#[test]
fn an_xml_2003_file_that_is_not_well_formed_is_refused_naming_the_line() {
    let broken = format!(
        "<Worksheet ss:Name=\"公开组\"><Table>\n{XML_HEADER}\n<Row><Cell></Row>\n</Table></Worksheet>"
    );
    let (_dir, path) = saved("x.xls", &xml2003(&broken));
    let text = refusal(&path);
    assert!(
        text.contains("the XML Spreadsheet 2003 file is damaged at line 7"),
        "{text}"
    );
}

#[test]
fn a_bad_value_in_an_html_cell_is_named_by_sheet_cell_and_column() {
    let page = format!(
        "<table><caption>公开组</caption>{HEADER}\
         <tr><td>第一</td><td>101</td><td>刘备</td><td>男</td><td>1990-01-01</td><td></td>\
         <td>重庆</td><td>否</td><td></td></tr>\
         <tr><td>2</td><td>102</td><td>关羽</td><td>男</td><td>1990-13-01</td><td></td>\
         <td>重庆</td><td>否</td><td></td></tr></table>\
         <table><caption>少儿组</caption>{HEADER}</table>"
    );
    let (_dir, path) = saved("x.xls", page.as_bytes());
    let found = problems(&path);
    assert!(
        found.iter().any(|p| p.starts_with("公开组!A2 (名次)")),
        "{found:#?}"
    );
    assert!(
        found.iter().any(|p| p.starts_with("公开组!E3 (出生日期)")),
        "{found:#?}"
    );
}

#[test]
fn an_html_table_too_wide_or_a_page_without_a_table_is_refused() {
    let wide = format!(
        "<table><caption>公开组</caption>{HEADER}<tr>{}</table>",
        "<td colspan=1000>x</td>".repeat(17)
    );
    let (_dir, path) = saved("wide.xls", wide.as_bytes());
    let found = problems(&path);
    assert!(
        found.contains(
            &"公开组: the sheet has a cell in column 17000; at most 16384 columns are allowed"
                .to_string()
        ),
        "{found:#?}"
    );
    let (_dir, path) = saved(
        "page.xls",
        b"<html><body><p>no table here</p></body></html>",
    );
    assert!(refusal(&path).contains("the HTML file holds no table"));
    // Text that is no page or XML workbook is still no workbook.
    let (_dir, path) = saved("x.xls", b"<rules><group/></rules>");
    assert!(refusal(&path).contains("not a workbook"));
}

#[test]
fn a_page_whose_bytes_no_encoding_reads_is_refused_not_guessed() {
    let mut page = b"<meta charset=utf-8><table><tr><td>".to_vec();
    // Neither UTF-8 nor GB18030: a lone 0x80 and 0xFF.
    page.extend_from_slice(&[0x80, 0xFF, b'<']);
    let (_dir, path) = saved("x.xls", &page);
    let text = refusal(&path);
    assert!(
        text.contains("neither UTF-8, as it says or as assumed, nor GBK/GB18030"),
        "{text}"
    );
}

#[test]
fn an_ods_sheet_with_places_merged_down_reads_as_the_xlsx_it_came_from() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised");
    let xlsx = read_ok(&dir.join("merged_ranks.xlsx"));
    for copy in [
        "merged_ranks_ods.ods",
        "merged_ranks_html.xls",
        "merged_ranks_xml2003.xls",
    ] {
        let read = read_ok(&dir.join(copy));
        for group in 0..2 {
            assert_eq!(places(&read, group), places(&xlsx, group), "{copy}");
        }
    }
    // The places really are merged: some rows of the .xlsx have no place
    // of their own.
    let shared = places(&xlsx, 0)
        .windows(2)
        .filter(|w| w[0].0 == w[1].0)
        .count();
    assert!(shared > 5, "{shared} shared places");
}

#[test]
fn an_encrypted_workbook_says_it_is_password_protected() {
    // A password-protected .xlsx: its encrypted package in a compound file.
    let mut container = cfb::CompoundFile::create(std::io::Cursor::new(Vec::new())).unwrap();
    for stream in ["/EncryptionInfo", "/EncryptedPackage"] {
        let mut s = container.create_stream(stream).unwrap();
        std::io::Write::write_all(&mut s, &[4, 0, 4, 0, 0x40, 0, 0, 0]).unwrap();
    }
    container.flush().unwrap();
    let bytes = container.into_inner().into_inner();
    let (_dir, path) = saved("加密.xlsx", &bytes);
    let text = refusal(&path);
    assert!(
        text.contains("the workbook is password-protected (encrypted)"),
        "{text}"
    );
    let zh = read_file(&path, &SHEETS).unwrap_err().render(Lang::Zh);
    assert!(zh.contains("工作簿设有密码（已加密）"), "{zh}");
}

/// `tests/disguised/merged_ranks_ods.ods` with its content part replaced.
fn ods_with_content(content: &[u8]) -> Vec<u8> {
    use std::io::{Cursor, Read, Write};
    let base = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised/merged_ranks_ods.ods"),
    )
    .unwrap();
    let mut archive = zip::ZipArchive::new(Cursor::new(base)).unwrap();
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for i in 0..archive.len() {
        let mut part = archive.by_index(i).unwrap();
        let name = part.name().unwrap().to_string();
        let mut body = Vec::new();
        part.read_to_end(&mut body).unwrap();
        out.start_file(name.as_str(), options).unwrap();
        out.write_all(if name == "content.xml" {
            content
        } else {
            &body
        })
        .unwrap();
    }
    out.finish().unwrap().into_inner()
}

/// Found by fuzzing: the workbook library reads an .ods table cut off
/// before its end forever. Such a file is refused, naming the table.
#[test]
fn an_ods_whose_table_is_cut_off_is_refused_not_read_forever() {
    let whole = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/disguised/merged_ranks_ods.ods"),
    )
    .unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(whole)).unwrap();
    let mut content = String::new();
    std::io::Read::read_to_string(&mut archive.by_name("content.xml").unwrap(), &mut content)
        .unwrap();
    let cut = &content[..content.find("</table:table>").unwrap()];
    let (_dir, path) = saved("standings.ods", &ods_with_content(cut.as_bytes()));
    let text = refusal(&path);
    assert!(
        text.contains("公开组") && text.contains("not closed"),
        "{text}"
    );
    // The same parts with the content whole are read.
    let (_dir, path) = saved("standings.ods", &ods_with_content(content.as_bytes()));
    read_ok(&path);
}
