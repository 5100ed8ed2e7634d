// The audit's printout: the axe table (screen, role, dialog, width, violations), each rule that
// failed with where, the Lighthouse medians, the machine's note, and the verdict.
import { cpus, loadavg, totalmem } from 'node:os';

const pad = (text, width) => (text.length >= width ? text : text + ' '.repeat(width - text.length));

/** A plain-text table: a header row, a rule, the rows; each column as wide as its widest cell. */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => columns.map(([key]) => String(row[key] ?? '')));
  const widths = columns.map(([, title], i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    values
      .map((value, i) => pad(value, widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns.map(([, title]) => title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** One state's cell: 'none', its rules with how many nodes each, or what stopped the audit. */
function violationsCell(result) {
  if (result.error) return `AUDIT FAILED: ${result.error}`;
  if (result.violations.length === 0) return 'none';
  return result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ');
}

export function printAxeTable(results) {
  console.log('\naxe-core (WCAG 2.0/2.1/2.2 A and AA) by screen, role, dialog and width:\n');
  console.log(
    formatTable(
      [
        ['screen', 'screen'],
        ['role', 'role'],
        ['dialog', 'dialog'],
        ['width', 'width'],
        ['violations', 'violations'],
      ],
      results.map((r) => ({ ...r, dialog: r.dialog || '—', width: `${r.width} px`, violations: violationsCell(r) })),
    ),
  );
}

/** Each failed rule once: what it asks, and the states and elements where it failed. */
export function printViolationDetails(results) {
  const rules = new Map();
  for (const result of results) {
    for (const violation of result.violations) {
      const rule = rules.get(violation.id) ?? { ...violation, where: [] };
      rule.where.push({
        state: `${result.screen} / ${result.role} / ${result.dialog || '—'} / ${result.width} px`,
        nodes: violation.nodes,
      });
      rules.set(violation.id, rule);
    }
  }
  for (const rule of rules.values()) {
    console.log(`\n✗ ${rule.id} (${rule.impact}): ${rule.help}\n  ${rule.helpUrl}`);
    for (const { state, nodes } of rule.where.slice(0, 8)) {
      console.log(`  - ${state}`);
      for (const node of nodes.slice(0, 3))
        console.log(`      ${node.target}\n        ${node.html}\n        ${node.summary?.split('\n').join(' ')}`);
    }
    if (rule.where.length > 8) console.log(`  … and ${rule.where.length - 8} more states`);
  }
  const problems = results.filter((r) => r.problems.length);
  if (problems.length) {
    console.log('\nPage errors seen while auditing (not judged here; the end-to-end suites fail on them):');
    for (const r of problems)
      console.log(`  ${r.screen} / ${r.role} / ${r.dialog || '—'} / ${r.width} px: ${[...new Set(r.problems)].join(' | ')}`);
  }
}

/** How much was covered: distinct screens, roles, dialogs, widths, and the states audited. */
export function coverage(results) {
  const distinct = (key) => new Set(results.map(key)).size;
  return {
    screens: distinct((r) => r.screen),
    roles: distinct((r) => r.role),
    dialogs: new Set(results.filter((r) => r.dialog).map((r) => `${r.screen} / ${r.dialog}`)).size,
    widths: distinct((r) => r.width),
    states: results.length,
    violations: results.reduce((sum, r) => sum + r.violations.length, 0),
    nodes: results.reduce((sum, r) => sum + r.violations.reduce((n, v) => n + v.nodes.length, 0), 0),
    failed: results.filter((r) => r.error).length,
  };
}

export function printLighthouseTable(rows, runs) {
  console.log(
    `\nLighthouse mobile, median of ${runs} runs (round 2: the page's second round, measured after a Performance miss):\n`,
  );
  console.log(
    formatTable(
      [
        ['page', 'page'],
        ['round', 'round'],
        ['performance', 'Performance'],
        ['accessibility', 'Accessibility'],
        ['bestPractices', 'Best Practices'],
        ['seo', 'SEO'],
        ['fcp', 'FCP'],
        ['lcp', 'LCP'],
        ['tbt', 'TBT'],
        ['cls', 'CLS'],
        ['benchmarkIndex', 'benchmarkIndex'],
        ['failing', 'audits below 1 (not Performance)'],
      ],
      rows.map((r) => ({
        ...r,
        fcp: `${Math.round(r.fcp)} ms`,
        lcp: `${Math.round(r.lcp)} ms`,
        tbt: `${Math.round(r.tbt)} ms`,
        cls: r.cls.toFixed(3),
        round: r.round ?? 1,
        benchmarkIndex: Math.round(r.benchmarkIndex),
        failing: r.failing.join(', ') || '—',
      })),
    ),
  );
}

/** The machine the figures were measured on, as far as this run can tell. */
export function printMachineNote(machine) {
  const cpu = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log('\nMachine (as measured by this run):');
  console.log(
    `  ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 1024 ** 3)} GB, load average now ${load}`,
  );
  console.log(
    `  Lighthouse's benchmarkIndex (its own CPU yardstick, measured in the page before each run): median ${Math.round(machine.benchmarkIndex)}` +
      ` (runs ${Math.round(machine.minIndex)}–${Math.round(machine.maxIndex)}); Lighthouse calls ${machine.slowBelow} or less a slow host.` +
      ` Highest 1-minute load average when a run started: ${machine.maxLoad.toFixed(2)} (above ${machine.busyAbove}: other work was competing).`,
  );
  console.log(
    "  The bench's hello-world yardstick (docs/performance.md) is not available to this audit: the host is judged by these figures alone.",
  );
  if (machine.slowPages.length) {
    console.log(
      `  Runs on a slow or busy host: ${machine.slowPages.join('; ')}. A Performance below its budget there is reported, not failed;` +
        ' Accessibility, Best Practices and SEO do not depend on speed and are still judged.',
    );
  } else {
    console.log('  The host was neither slow nor busy: Performance is judged on every page.');
  }
}
