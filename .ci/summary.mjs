// Closes a CI run: the time of every step (and its CPU time) and the total, the 20 slowest test files of each vitest
// pass (from its JSON report, with a warning for any file over 60 s), and one line of counts: "N passed, N failed".
// Exits 1 when a test failed or none passed.
//   node .ci/summary.mjs --steps .ci/out/steps.tsv --slowest 20 label=report.json … e2e=playwright.json
import fs from 'node:fs';
import path from 'node:path';

const SLOW_FILE_SECONDS = 60;
const args = process.argv.slice(2);
let stepsFile;
let slowest = 20;
const reports = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--steps') stepsFile = args[++i];
  else if (args[i] === '--slowest') slowest = Number(args[++i]);
  else {
    const eq = args[i].indexOf('=');
    reports.push({ label: args[i].slice(0, eq), file: args[i].slice(eq + 1) });
  }
}

const seconds = (s) => `${s.toFixed(1)} s`.padStart(9);

if (stepsFile && fs.existsSync(stepsFile)) {
  // Lines of "name<TAB>start<TAB>end[<TAB>cpu]", times in epoch seconds and the CPU seconds of the step's processes;
  // the total is the span from the first start to the last end, so time between steps counts too, and steps that
  // ran side by side once.
  const steps = fs.readFileSync(stepsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => {
    const [name, start, end, cpu] = line.split('\t');
    return { name, start: Number(start), end: Number(end), cpu: cpu === undefined ? undefined : Number(cpu) };
  });
  if (steps.length) {
    const first = Math.min(...steps.map((s) => s.start));
    const last = Math.max(...steps.map((s) => s.end));
    console.log('\nStep times (start offset, duration, CPU time of its processes):');
    const cpu = (s) => (s.cpu === undefined ? ''.padStart(15) : `  cpu ${seconds(s.cpu)}`);
    for (const s of steps) console.log(`  +${String(Math.round(s.start - first)).padStart(5)} s ${seconds(s.end - s.start)}${cpu(s)}  ${s.name}`);
    const cpuTotal = steps.every((s) => s.cpu !== undefined) ? `, cpu ${steps.reduce((n, s) => n + s.cpu, 0).toFixed(1)} s` : '';
    console.log(`  total ${seconds(last - first)}${cpuTotal}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const warnings = [];
const failures = [];
for (const { label, file } of reports) {
  if (!fs.existsSync(file)) {
    console.log(`\n${label}: no report (${file})`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    const files = r.testResults
      .map((t) => ({ name: path.relative(process.cwd(), t.name), s: Math.max(0, (t.endTime - t.startTime) / 1000), tests: t.assertionResults.length }))
      .sort((a, b) => b.s - a.s);
    const sum = files.reduce((n, f) => n + f.s, 0);
    console.log(`\n${label}: ${files.length} files, ${r.numPassedTests} passed, ${r.numFailedTests} failed; the ${Math.min(slowest, files.length)} slowest files (their tests' time, ${sum.toFixed(0)} s in all):`);
    for (const f of files.slice(0, slowest)) console.log(`  ${seconds(f.s)} ${String(f.tests).padStart(5)} tests  ${f.name}`);
    for (const t of r.testResults) {
      for (const a of t.assertionResults)
        if (a.status === 'failed')
          failures.push(`${label}: ${path.relative(process.cwd(), t.name)} > ${a.fullName}\n    ${String(a.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ')}`);
      if (t.status === 'failed' && t.assertionResults.every((a) => a.status !== 'failed'))
        failures.push(`${label}: ${path.relative(process.cwd(), t.name)} (the file failed outside its tests)\n    ${String(t.message ?? '').split('\n').slice(0, 6).join('\n    ')}`);
    }
    for (const f of files) if (f.s > SLOW_FILE_SECONDS) warnings.push(`${label}: ${f.name} took ${f.s.toFixed(0)} s (over ${SLOW_FILE_SECONDS} s)`);
  } else if (r.stats) {
    passed += r.stats.expected ?? 0;
    failed += (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    skipped += r.stats.skipped ?? 0;
    const flows = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((n, res) => n + (res.duration ?? 0), 0);
        flows.push({ name: `${spec.file}: ${spec.title}`, s: ms / 1000 });
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
    flows.sort((a, b) => b.s - a.s);
    console.log(`\n${label}: ${flows.length} flows, ${(r.stats.duration / 1000).toFixed(0)} s; the ${Math.min(slowest, flows.length)} slowest:`);
    for (const f of flows.slice(0, slowest)) console.log(`  ${seconds(f.s)}  ${f.name}`);
  }
}

for (const w of warnings) console.log(`::warning:: slow test file: ${w}`);
// The failures come last, where a reader of the log's tail finds them.
for (const f of failures) console.log(`::error:: ${f}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
