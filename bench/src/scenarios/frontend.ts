// Scenario 5: Lighthouse on the public pages of the built web app, served by the real server.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.mjs';
import { withDemoCatalogue } from '../lib/catalogue.ts';
import { createDatabase } from '../lib/postgres.ts';
import { outputOf, repositoryRoot } from '../lib/processes.ts';
import { reportFile, round, verdict, writeResult } from '../lib/results.ts';

const lighthouseCli = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
} as const;
type Category = keyof typeof TARGETS;

interface LighthouseReport {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
}

/**
 * How a page is audited. Mobile is Lighthouse's default (a mid-range phone on slow 4G, 4× CPU
 * slowdown, simulated) and the target's figure; desktop is a labelled variant.
 */
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

/**
 * Runs the Lighthouse CLI in its own process. A run that fails to record its trace
 * (NO_NAVSTART and the like, on a busy machine) is retried, as Lighthouse itself advises.
 */
async function audit(
  url: string,
  formFactor: FormFactor,
  outputPath: string,
  attempts = 3,
): Promise<LighthouseReport> {
  const child = spawn(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await outputOf(child);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.info(`      (Lighthouse failed on ${url}; running it again)`);
    return audit(url, formFactor, outputPath, attempts - 1);
  }
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

/** Audits that lost points, to say what to fix. */
function failedAudits(report: LighthouseReport): string[] {
  return Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/**
 * Lighthouse runs vary from one to the next (more so on a shared machine); as Lighthouse's own
 * documentation advises, each page is audited several times and the median run is reported.
 */
const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

const performanceOf = (report: LighthouseReport) => report.categories.performance.score ?? 0;

async function medianRun(baseUrl: string, path: string, formFactor: FormFactor) {
  const runs: { report: LighthouseReport; reportPath: string }[] = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run++) {
    // The whole report is kept beside the server logs, to see what an audit found.
    const reportPath = reportFile(
      `lighthouse-${formFactor}${path.replaceAll('/', '-').replace(/-$/, '')}-run${run}`,
    );
    runs.push({ report: await audit(`${baseUrl}${path}`, formFactor, reportPath), reportPath });
  }
  const sorted = [...runs].sort((a, b) => performanceOf(a.report) - performanceOf(b.report));
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    allPerformance: runs.map((run) => Math.round(performanceOf(run.report) * 100)),
  };
}

async function auditPage(baseUrl: string, path: string, formFactor: FormFactor) {
  const { report, reportPath, allPerformance } = await medianRun(baseUrl, path, formFactor);
  const scores = Object.fromEntries(
    Object.keys(TARGETS).map((category) => [
      category,
      Math.round((report.categories[category as Category].score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const pass = (Object.keys(TARGETS) as Category[]).every(
    (category) => scores[category] >= TARGETS[category],
  );
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, report.audits[id]?.displayValue ?? null]),
  );
  const failed = failedAudits(report);
  console.info(
    `    ${path.padEnd(14)} performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
      `best practices ${scores['best-practices']}, SEO ${scores.seo}: ${verdict(pass)}` +
      (allPerformance.length > 1 ? ` (median run; performance ${allPerformance.join(', ')})` : '') +
      '\n' +
      `      ${Object.entries(metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ')}` +
      (failed.length > 0 ? `\n      audits below 0.9: ${failed.join(', ')}` : ''),
  );
  return {
    path,
    scores,
    pass,
    metrics,
    failedAudits: failed,
    performanceOfEachRun: allPerformance,
    report: reportPath,
  };
}

export async function frontend() {
  console.info('  building the web app (npm run build --workspace apps/web)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web app did not build');

  const database = await createDatabase('frontend');
  // Whatever fails, from here on, the database is dropped.
  try {
    await withDemoCatalogue(database.url, 'frontend', async (server, firstId) => {
      const paths = ['/', '/vehicles', `/vehicles/${firstId}`];
      const audited: Record<FormFactor, Awaited<ReturnType<typeof auditPage>>[]> = {
        mobile: [],
        desktop: [],
      };
      for (const formFactor of FORM_FACTORS) {
        console.info(
          formFactor === 'mobile'
            ? '  mobile (Lighthouse defaults; the target):'
            : '  variant, not the target: desktop (--preset=desktop):',
        );
        for (const path of paths) {
          audited[formFactor].push(await auditPage(server.url, path, formFactor));
        }
      }
      const pass = audited.mobile.every((p) => p.pass);
      console.info(
        `  targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
          `best practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo} on mobile: ` +
          `${verdict(pass)} (desktop variant: ${verdict(audited.desktop.every((p) => p.pass))})`,
      );
      const average = (pages: { scores: Record<Category, number> }[]) =>
        round(pages.reduce((sum, p) => sum + p.scores.performance, 0) / pages.length);
      const file = writeResult('frontend', {
        settings: `Lighthouse 12, simulated throttling; mobile (defaults) is the target; median of ${RUNS_PER_PAGE} runs per page`,
        targets: TARGETS,
        mobile: audited.mobile,
        desktop: audited.desktop,
        averagePerformance: {
          mobile: average(audited.mobile),
          desktop: average(audited.desktop),
        },
        pass,
      });
      console.info(`  → ${file}`);
    });
  } finally {
    await database.drop();
  }
}
