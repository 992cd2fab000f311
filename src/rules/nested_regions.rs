//! A region holds the regions lying inside it (石柱 in 重庆, by ID codes
//! or by `within`), so a pool naming 重庆 pays the players who wrote
//! 石柱 too. A regulation's 「重庆户籍」 may or may not have meant that:
//! this says so once per pool and pair, in `check` and `run` alike, so
//! the organizer reads what was understood before anyone is paid, and
//! can leave the inner region out with `except_region`. A region left out
//! leaves out the regions inside it, which is said the same way.

use super::{Filter, Lines, Named, Rules};
use crate::msg::{Msg, Owner};
use crate::region::Nesting;
use crate::standings::{Region, Warning};

/// One line for each region a pool (or its 递补 regions) takes in
/// without naming it: every region lying inside one it lists, not listed
/// itself and not left out, said against the innermost listed region
/// holding it; and likewise each region it leaves out without naming it.
pub fn notes(rules: &Rules, lines: &Lines) -> Vec<Warning> {
    let mut out = Vec::new();
    let mut note = |owner: Owner, named: Named, filter: &Filter, sheet: &str, fill: bool| {
        let line = lines.line_of_named(&named);
        let listed = filter.region.as_deref().unwrap_or_default();
        let left_out = filter.except_region.as_deref().unwrap_or_default();
        let taken_in = inside_unnamed(rules, listed, left_out).map(|pair| (pair, false));
        let left_out = inside_unnamed(rules, left_out, &[]).map(|pair| (pair, true));
        for ((outer, inner), except) in taken_in.chain(left_out) {
            let mut chain = vec![inner.label().to_string()];
            let codes = match rules.regions.nesting_of(&inner, &outer) {
                Some(Nesting::Codes { inner, outer }) => vec![inner, outer],
                Some(Nesting::Declared { through }) => {
                    chain.extend(through.iter().map(|r| r.label().to_string()));
                    Vec::new()
                }
                None => continue,
            };
            chain.push(outer.label().to_string());
            out.push(Warning {
                sheet: sheet.to_string(),
                row: None,
                column: None,
                message: Msg::RegionIncludes {
                    file: lines.name.clone(),
                    line,
                    owner: Box::new(owner.clone()),
                    fill,
                    except,
                    chain,
                    codes,
                },
            });
        }
    };
    for s in &rules.schedules {
        let (owner, named) = (Owner::Schedule(s.id.clone()), Named::Schedule(s.id.clone()));
        let sheet = s.pool.group.as_deref().unwrap_or_default();
        note(owner.clone(), named.clone(), &s.pool, sheet, false);
        if let Some(reserved) = &s.reserved {
            note(owner.clone(), named.clone(), &reserved.pool, sheet, false);
        }
        if let Some(regions) = &s.fill_from {
            let mut wider = s.pool.clone();
            wider.region = Some(regions.clone());
            note(owner, named, &wider, sheet, true);
        }
    }
    for s in &rules.subsidies {
        let Some(pool) = &s.pool else { continue };
        let owner = match s.payment {
            true => Owner::Payment(s.id.clone()),
            false => Owner::Subsidy(s.id.clone()),
        };
        let sheet = pool.group.as_deref().unwrap_or_default();
        note(owner, Named::Subsidy(s.id.clone()), pool, sheet, false);
    }
    for q in &rules.qualifiers {
        let owner = Owner::Qualifier(q.id.clone());
        let sheet = q.pool.group.as_deref().unwrap_or_default();
        note(
            owner.clone(),
            Named::Qualifier(q.id.clone()),
            &q.pool,
            sheet,
            false,
        );
        note(
            owner,
            Named::Eligible(q.id.clone()),
            &q.eligible,
            sheet,
            false,
        );
    }
    out
}

/// The regions lying inside one of `listed` without being listed, nor
/// inside one of `skipped`, each with the innermost of `listed` holding
/// it: (listed, inner).
fn inside_unnamed<'a>(
    rules: &'a Rules,
    listed: &'a [Region],
    skipped: &'a [Region],
) -> impl Iterator<Item = (Region, Region)> + 'a {
    let regions = &rules.regions;
    regions.entries().iter().filter_map(move |(inner, _)| {
        if listed.contains(inner) || skipped.iter().any(|e| regions.inside(inner, e)) {
            return None;
        }
        let holding: Vec<&Region> = listed.iter().filter(|l| regions.inside(inner, l)).collect();
        let innermost = holding
            .iter()
            .find(|l| !holding.iter().any(|m| m != *l && regions.inside(m, l)))?;
        Some(((*innermost).clone(), inner.clone()))
    })
}
