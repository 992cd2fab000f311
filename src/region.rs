//! The event's regions (地区), as its rules file defines them: each a name,
//! the spellings a sheet may use for it, the ID-number codes issued there,
//! and at most one catch-all for every other place. Nothing about any one
//! event's places is built in: without regions, 地区 is free text.

use crate::msg::Msg;
use compact_str::CompactString;
use std::collections::BTreeMap;

/// A region by its name (成都, 绵阳 …), or, under rules without regions, a
/// 地区 value as written. The region holds its name: one of up to 24 bytes
/// (eight Chinese characters, nearly every place name) is kept inside the
/// value itself, so reading a 地区 allocates nothing, and a name is freed
/// with the last player or rules file holding it. (A process-wide table of
/// names would grow with every distinct 地区 a long-running `serve` reads.)
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(CompactString);

impl Region {
    /// The region named `name`.
    pub fn named(name: &str) -> Region {
        Region(CompactString::new(name))
    }

    /// The region's name: the word a sheet or rules file uses.
    pub fn label(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Region({})", self.label())
    }
}

impl serde::Serialize for Region {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl<'de> serde::Deserialize<'de> for Region {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Region, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Ok(Region::named(&name))
    }
}

/// One region of the rules file's `[regions]`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct RegionDef {
    /// Spellings of the region a 地区 cell may use; its name always counts.
    #[serde(default)]
    pub names: Vec<String>,
    /// ID-number prefixes (GB 11643 administrative codes) issued there.
    #[serde(default)]
    pub id_codes: Vec<String>,
    /// The catch-all: every 地区 value no region names.
    #[serde(default)]
    pub other: bool,
    /// The wider region this one lies inside (石柱 within 重庆), when the
    /// ID codes do not say so. Left out of the written form when absent,
    /// so rules written before it keep their fingerprint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<Region>,
}

/// The regions of an event, in the order the rules file gives them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Regions {
    entries: Vec<(Region, RegionDef)>,
    /// Every region lying inside others, with the regions around it (in
    /// the rules file's order): worked out once from the entries.
    around: BTreeMap<Region, Vec<Region>>,
}

/// `Regions::inside`, given the regions `inner` lies inside (its
/// `around`), for a player whose answer is worked out once.
pub fn inside_given(inner: &Region, around: &[Region], outer: &Region) -> bool {
    inner == outer || around.contains(outer)
}

/// Why one region lies inside another, for the line that says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Nesting {
    /// The inner region's ID code lies within the outer's (500240 in 50).
    Codes { inner: String, outer: String },
    /// The rules file says so, through these regions (石柱 within 重庆, or
    /// 楼冈 within 开平 within 江门: the regions between, innermost first).
    Declared { through: Vec<Region> },
}

/// What a 地区 value means under the event's regions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// A region's name or spelling, or names of nested regions (the inner).
    Named(Region),
    /// A value no region names, taken by the catch-all.
    Other(Region),
    /// No regions defined: the value as written.
    Free(Region),
}

impl Reading {
    pub fn region(self) -> Region {
        match self {
            Reading::Named(r) | Reading::Other(r) | Reading::Free(r) => r,
        }
    }
}

/// `[regions]` of a rules file: a table of region name to `RegionDef`,
/// kept in the order written.
impl<'de> serde::Deserialize<'de> for Regions {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Regions, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Regions;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a table of regions")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Regions, A::Error> {
                let mut entries = Vec::new();
                while let Some((name, def)) = map.next_entry::<String, RegionDef>()? {
                    entries.push((Region::named(&name), def));
                }
                Ok(Regions::new(entries))
            }
        }
        d.deserialize_map(Visit)
    }
}

impl serde::Serialize for Regions {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.entries.len()))?;
        for (r, d) in &self.entries {
            map.serialize_entry(r.label(), d)?;
        }
        map.end()
    }
}

impl Regions {
    pub fn new(entries: Vec<(Region, RegionDef)>) -> Regions {
        let mut regions = Regions {
            entries,
            around: BTreeMap::new(),
        };
        regions.around = regions.nesting();
        regions
    }

    /// Put the regions in the order of `key` (the rules file's lines).
    pub fn order_by<K: Ord>(&mut self, mut key: impl FnMut(&Region) -> K) {
        self.entries.sort_by_cached_key(|(r, _)| key(r));
        self.around = self.nesting();
    }

    /// No regions: 地区 is free text.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn entries(&self) -> &[(Region, RegionDef)] {
        &self.entries
    }

    /// The regions' names, in the rules file's order.
    pub fn labels(&self) -> Vec<&str> {
        self.entries.iter().map(|(r, _)| r.label()).collect()
    }

    pub fn contains(&self, region: &Region) -> bool {
        self.entries.iter().any(|(r, _)| r == region)
    }

    /// Another spelling of `region` (the rules file's `region_aliases`).
    pub fn add_spelling(&mut self, region: &Region, name: &str) {
        if let Some((_, def)) = self.entries.iter_mut().find(|(r, _)| r == region) {
            def.names.push(name.to_string());
        }
    }

    fn catch_all(&self) -> Option<&Region> {
        self.entries.iter().find(|(_, d)| d.other).map(|(r, _)| r)
    }

    /// The spellings of every region, its name first, spaces removed.
    fn spellings(&self) -> impl Iterator<Item = (&Region, String)> + '_ {
        self.entries.iter().flat_map(|(r, d)| {
            std::iter::once(r.label().to_string())
                .chain(d.names.iter().cloned())
                .map(move |n| (r, crate::vocab::key(&n).into_owned()))
                .filter(|(_, n)| !n.is_empty())
        })
    }

    fn def(&self, region: &Region) -> Option<&RegionDef> {
        self.entries
            .iter()
            .find(|(r, _)| r == region)
            .map(|(_, d)| d)
    }

    /// The ID codes of `region` (none for a region not defined).
    pub fn id_codes(&self, region: &Region) -> &[String] {
        self.codes(region)
    }

    fn codes(&self, region: &Region) -> &[String] {
        self.def(region)
            .map(|d| d.id_codes.as_slice())
            .unwrap_or_default()
    }

    /// The codes showing that `inner`'s ID codes all lie within one of
    /// `outer`'s (one of the inner's, and the outer code it lies in).
    fn by_codes(&self, inner: &Region, outer: &Region) -> Option<(String, String)> {
        let (inner, outer) = (self.codes(inner), self.codes(outer));
        let within = |i: &String| {
            outer
                .iter()
                .find(|o| i.starts_with(o.as_str()) && i != *o)
                .cloned()
        };
        if inner.is_empty() || !inner.iter().all(|i| within(i).is_some()) {
            return None;
        }
        within(&inner[0]).map(|o| (inner[0].clone(), o))
    }

    /// The regions `region` lies directly inside: the one its `within`
    /// names and those whose ID codes hold its own.
    fn directly_around<'a>(&'a self, region: &'a Region) -> impl Iterator<Item = &'a Region> {
        let declared = self.def(region).and_then(|d| d.within.as_ref());
        self.entries.iter().map(|(r, _)| r).filter(move |r| {
            *r != region && (declared == Some(*r) || self.by_codes(region, r).is_some())
        })
    }

    /// Every region around each region, followed outward through codes and
    /// declarations alike (a cycle, an error of the rules file, stops
    /// where it closes).
    fn nesting(&self) -> BTreeMap<Region, Vec<Region>> {
        let mut out = BTreeMap::new();
        for (region, _) in &self.entries {
            let mut found: Vec<&Region> = Vec::new();
            let mut next = vec![region];
            while let Some(r) = next.pop() {
                for outer in self.directly_around(r) {
                    if outer != region && !found.contains(&outer) {
                        found.push(outer);
                        next.push(outer);
                    }
                }
            }
            if !found.is_empty() {
                let order = |r: &Region| self.entries.iter().position(|(x, _)| x == r);
                found.sort_by_key(|r| order(r));
                out.insert(region.clone(), found.into_iter().cloned().collect());
            }
        }
        out
    }

    /// The regions `region` lies inside, in the rules file's order: by its
    /// ID codes (500240 in 50) or by a `within`, followed outward.
    pub fn around(&self, region: &Region) -> &[Region] {
        self.around.get(region).map_or(&[], Vec::as_slice)
    }

    /// Whether a player of `inner` counts as one of `outer`: the same
    /// region, or one lying inside it. Every pool, list and fill that
    /// names a region decides through this.
    pub fn inside(&self, inner: &Region, outer: &Region) -> bool {
        inside_given(inner, self.around(inner), outer)
    }

    /// Why `inner` lies inside `outer` (another region): its codes when
    /// they say so, else the declarations leading there.
    pub fn nesting_of(&self, inner: &Region, outer: &Region) -> Option<Nesting> {
        if inner == outer || !self.around(inner).contains(outer) {
            return None;
        }
        if let Some((inner, outer)) = self.by_codes(inner, outer) {
            return Some(Nesting::Codes { inner, outer });
        }
        // The declared chain outward, with code steps between.
        let mut through = Vec::new();
        let mut at = inner;
        while let Some(next) = self.directly_around(at).find(|r| self.inside(r, outer)) {
            if next == outer || through.contains(next) {
                break;
            }
            through.push(next.clone());
            at = next;
        }
        Some(Nesting::Declared { through })
    }

    /// A region that lies inside itself through `within` (石柱 within 重庆
    /// and 重庆 within 石柱, or 重庆 within 石柱 whose code 500240 lies in
    /// 重庆's 50): the regions around the circle, starting from it.
    pub fn circle(&self, region: &Region) -> Option<Vec<Region>> {
        // Outward breadth first, each region with the index it came from.
        let mut came: Vec<(&Region, Option<usize>)> = vec![(region, None)];
        let mut i = 0;
        while i < came.len() {
            for next in self.directly_around(came[i].0) {
                if next == region {
                    let mut path = Vec::new();
                    let mut k = Some(i);
                    while let Some(at) = k {
                        path.push(came[at].0.clone());
                        k = came[at].1;
                    }
                    path.reverse();
                    return Some(path);
                }
                if !came.iter().any(|(r, _)| *r == next) {
                    came.push((next, Some(i)));
                }
            }
            i += 1;
        }
        None
    }

    /// The region a non-blank 地区 value (spaces removed) names: a name or
    /// spelling as a whole; else the names it contains, where of two nested
    /// regions the inner decides (四川省成都市: 成都 within 四川); else the
    /// catch-all. Names of two regions not nested, or a value no region
    /// names and no catch-all, are an error naming the regions.
    pub fn read(&self, value: &str) -> Result<Reading, Msg> {
        if self.is_empty() {
            return Ok(Reading::Free(Region::named(value)));
        }
        // Compared in simplified characters; a free value stays as written.
        let written = value;
        let value = &*crate::vocab::simplify(written);
        if let Some((r, _)) = self.spellings().find(|(_, n)| n == value) {
            return Ok(Reading::Named(r.clone()));
        }
        let mut found: Vec<&Region> = Vec::new();
        for (r, name) in self.spellings() {
            if value.contains(name.as_str()) && !found.contains(&r) {
                found.push(r);
            }
        }
        let innermost: Vec<&Region> = found
            .iter()
            .copied()
            .filter(|&outer| !found.iter().any(|&i| i != outer && self.inside(i, outer)))
            .collect();
        match (innermost.as_slice(), self.catch_all()) {
            ([one], _) => Ok(Reading::Named((*one).clone())),
            ([], Some(other)) => Ok(Reading::Other(other.clone())),
            ([], None) => Err(Msg::RegionUnknown {
                value: written.to_string(),
                regions: self.described(),
            }),
            (many, _) => Err(Msg::RegionTwoPlaces {
                value: written.to_string(),
                regions: many.iter().map(|r| r.label().to_string()).collect(),
            }),
        }
    }

    /// "石柱（石柱县、石柱土家族自治县）、重庆（重庆市）": the names and spellings.
    pub fn described(&self) -> Vec<String> {
        self.entries
            .iter()
            .map(|(r, d)| {
                let more: Vec<&str> = d
                    .names
                    .iter()
                    .map(String::as_str)
                    .filter(|n| *n != r.label())
                    .collect();
                if more.is_empty() {
                    r.label().to_string()
                } else {
                    format!("{}（{}）", r.label(), more.join("、"))
                }
            })
            .collect()
    }

    /// The region that issued a valid ID number: the region with the longest
    /// of its `id_codes` that begins the number; else the catch-all, when
    /// some region has codes; `None` when the regions say nothing.
    pub fn of_id(&self, number: &str) -> Option<(Region, String)> {
        let best = self
            .entries
            .iter()
            .flat_map(|(r, d)| d.id_codes.iter().map(move |c| (r, c)))
            .filter(|(_, c)| !c.is_empty() && number.starts_with(c.as_str()))
            .max_by_key(|(_, c)| c.len());
        match best {
            Some((r, code)) => Some((r.clone(), format!("{}（{code}…）", r.label()))),
            None if self.entries.iter().any(|(_, d)| !d.id_codes.is_empty()) => {
                self.catch_all().map(|r| (r.clone(), r.label().to_string()))
            }
            None => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(names: &[&str], codes: &[&str], other: bool) -> RegionDef {
        RegionDef {
            names: names.iter().map(|s| s.to_string()).collect(),
            id_codes: codes.iter().map(|s| s.to_string()).collect(),
            other,
            within: None,
        }
    }

    fn within(mut d: RegionDef, outer: &str) -> RegionDef {
        d.within = Some(Region::named(outer));
        d
    }

    /// The regions of the example in docs/input.md (地区: 石柱, 重庆, 市外).
    fn three() -> Regions {
        Regions::new(vec![
            (
                Region::named("石柱"),
                def(&["石柱县", "石柱土家族自治县"], &["500240"], false),
            ),
            (
                Region::named("重庆"),
                def(&["重庆市", "渝中区", "万州区"], &["50"], false),
            ),
            (
                Region::named("市外"),
                def(&["外地", "外省", "市外选手"], &[], true),
            ),
        ])
    }

    fn named(r: &Regions, v: &str) -> Result<Reading, Msg> {
        r.read(v)
    }

    #[test]
    fn names_and_spellings_name_their_region() {
        let r = three();
        assert_eq!(
            named(&r, "石柱县"),
            Ok(Reading::Named(Region::named("石柱")))
        );
        assert_eq!(named(&r, "重庆"), Ok(Reading::Named(Region::named("重庆"))));
        assert_eq!(named(&r, "外省"), Ok(Reading::Named(Region::named("市外"))));
    }

    #[test]
    fn a_region_written_in_traditional_characters_names_its_region() {
        let r = three();
        // 重慶 is 重庆, 萬州區 is 万州区 (a spelling of 重庆); 石柱 is the same
        // in both scripts.
        assert_eq!(named(&r, "重慶"), Ok(Reading::Named(Region::named("重庆"))));
        assert_eq!(
            named(&r, "萬州區"),
            Ok(Reading::Named(Region::named("重庆")))
        );
        assert_eq!(
            named(&r, "重慶市石柱縣"),
            Ok(Reading::Named(Region::named("石柱")))
        );
        // A place no region names is quoted as written.
        let no_catch_all = Regions::new(r.entries[..2].to_vec());
        assert_eq!(
            named(&no_catch_all, "臺北"),
            Err(Msg::RegionUnknown {
                value: "臺北".into(),
                regions: no_catch_all.described(),
            })
        );
        // Without [regions] the value is free and kept as written.
        assert_eq!(
            named(&Regions::default(), "臺北"),
            Ok(Reading::Free(Region::named("臺北")))
        );
    }

    #[test]
    fn of_two_nested_regions_the_inner_decides() {
        let r = three();
        for v in ["重庆市石柱县", "重庆石柱", "重庆市石柱土家族自治县"] {
            assert_eq!(
                named(&r, v),
                Ok(Reading::Named(Region::named("石柱"))),
                "{v}"
            );
        }
        assert_eq!(
            named(&r, "重庆市渝中区"),
            Ok(Reading::Named(Region::named("重庆")))
        );
    }

    #[test]
    fn other_places_go_to_the_catch_all_or_are_errors_without_one() {
        let r = three();
        assert_eq!(named(&r, "成都"), Ok(Reading::Other(Region::named("市外"))));
        let no_catch_all = Regions::new(r.entries[..2].to_vec());
        assert!(matches!(
            named(&no_catch_all, "成都"),
            Err(Msg::RegionUnknown { .. })
        ));
    }

    #[test]
    fn names_of_two_regions_not_nested_are_an_error() {
        let r = Regions::new(vec![
            (Region::named("成都"), def(&["成都市"], &["5101"], false)),
            (Region::named("绵阳"), def(&["绵阳市"], &["5107"], false)),
        ]);
        assert_eq!(
            named(&r, "成都绵阳"),
            Err(Msg::RegionTwoPlaces {
                value: "成都绵阳".to_string(),
                regions: vec!["成都".to_string(), "绵阳".to_string()],
            })
        );
    }

    #[test]
    fn without_regions_the_value_is_free_text() {
        let r = Regions::default();
        assert_eq!(named(&r, "成都"), Ok(Reading::Free(Region::named("成都"))));
    }

    #[test]
    fn the_most_specific_id_code_wins() {
        let r = three();
        assert_eq!(
            r.of_id("500240200401249189").map(|x| x.0),
            Some(Region::named("石柱"))
        );
        assert_eq!(
            r.of_id("500103200401249189").map(|x| x.0),
            Some(Region::named("重庆"))
        );
        assert_eq!(
            r.of_id("510103200401249189").map(|x| x.0),
            Some(Region::named("市外"))
        );
        assert_eq!(Regions::default().of_id("510103200401249189"), None);
    }

    #[test]
    fn a_region_lies_inside_another_by_its_id_codes_or_by_within() {
        // 石柱 500240 lies in 重庆 50 by its code; 楼冈 has no code and is
        // declared within 开平, which is declared within 重庆 (made up, to
        // follow a chain outward).
        let r = Regions::new(vec![
            (Region::named("石柱"), def(&[], &["500240"], false)),
            (Region::named("重庆"), def(&[], &["50"], false)),
            (Region::named("楼冈"), within(def(&[], &[], false), "开平")),
            (Region::named("开平"), within(def(&[], &[], false), "重庆")),
            (Region::named("市外"), def(&[], &[], true)),
        ]);
        let (sz, cq, lg, kp, out) = (
            Region::named("石柱"),
            Region::named("重庆"),
            Region::named("楼冈"),
            Region::named("开平"),
            Region::named("市外"),
        );
        assert!(r.inside(&sz, &cq) && r.inside(&sz, &sz));
        assert!(!r.inside(&cq, &sz) && !r.inside(&out, &cq) && !r.inside(&sz, &out));
        assert!(r.inside(&lg, &kp) && r.inside(&lg, &cq) && r.inside(&kp, &cq));
        assert!(!r.inside(&kp, &lg));
        assert_eq!(r.around(&lg), [cq.clone(), kp.clone()]);
        assert_eq!(
            r.nesting_of(&sz, &cq),
            Some(Nesting::Codes {
                inner: "500240".into(),
                outer: "50".into()
            })
        );
        assert_eq!(
            r.nesting_of(&lg, &cq),
            Some(Nesting::Declared {
                through: vec![kp.clone()]
            })
        );
        assert_eq!(r.nesting_of(&cq, &sz), None);
        assert_eq!(r.circle(&lg), None);
        // A declared nesting decides a value naming both, as codes do.
        assert_eq!(r.read("开平楼冈"), Ok(Reading::Named(lg.clone())));
    }

    #[test]
    fn a_within_leading_back_to_itself_is_a_circle() {
        let r = Regions::new(vec![
            (Region::named("甲"), within(def(&[], &[], false), "乙")),
            (Region::named("乙"), within(def(&[], &[], false), "甲")),
        ]);
        let (a, b) = (Region::named("甲"), Region::named("乙"));
        assert_eq!(r.circle(&a), Some(vec![a.clone(), b.clone()]));
        assert_eq!(r.circle(&b), Some(vec![b.clone(), a.clone()]));
        // 重庆 declared within 石柱, whose code lies in 重庆's.
        let r = Regions::new(vec![
            (Region::named("石柱"), def(&[], &["500240"], false)),
            (
                Region::named("重庆"),
                within(def(&[], &["50"], false), "石柱"),
            ),
        ]);
        let (sz, cq) = (Region::named("石柱"), Region::named("重庆"));
        assert_eq!(r.circle(&cq), Some(vec![cq.clone(), sz.clone()]));
    }
}
