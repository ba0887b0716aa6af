#!/usr/bin/env node
// Blind-review samples: every copy tool's output for a fixed set of corpus stories, written to
// out/samples.md (what graders read) and out/samples.json (the same, with the corpus ids).
//
//   npm run build:server                                  # builds packages/copy-engine/dist
//   node packages/copy-engine/test/panel/dump-samples.js   # from the repo root
//   node packages/copy-engine/test/panel/dump-samples.js --src   # the TypeScript sources instead
//
// While working on one writer: --all (every corpus story, not the panel's), --ids a,b (these corpus
// ids), --tools banners,teases (these tool keys), --out DIR (write there instead of out/).
// --holdout FILE: the stories of a panel's holdout file (test/panel/holdout-*.ts), which the writers'
// authors never saw, instead of the corpus.
//
// Uses the built package by default, so the samples are what the services run. The corpus is
// TypeScript (it lives in test/, outside the build) and is loaded through SWC, as the bench does.
// The output depends only on the engine and the corpus: no dates, no randomness.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
require('../ts-require.js');

const PACKAGE = path.resolve(__dirname, '../..');
const fromSource = process.argv.includes('--src');
/** The value after a flag such as --ids, or undefined. */
function option(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const listOption = (name) =>
  option(name)
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const enginePath = path.join(PACKAGE, fromSource ? 'src/index.ts' : 'dist/index.js');
if (!fs.existsSync(enginePath)) {
  console.error(`No ${path.relative(process.cwd(), enginePath)}: run \`npm run build:server\` at the repo root first.`);
  process.exit(1);
}
const engine = require(enginePath);
const holdoutFile = process.argv.includes('--holdout')
  ? path.resolve(process.argv[process.argv.indexOf('--holdout') + 1])
  : undefined;
const CORPUS = holdoutFile
  ? Object.values(require(holdoutFile)).find(Array.isArray)
  : require(path.join(PACKAGE, 'test/corpus/index.ts')).CORPUS;

/**
 * The stories graders see, in this order: one of each topic from the first corpus, then the hard
 * ones (wire ledes, several speakers, briefs, breaking next to scheduled news, acronyms, tallies).
 */
const SAMPLE_IDS = [
  'crime-pharmacy-robbery',
  'long-courts-verdict',
  'weather-heat-advisory',
  'economy-jobs-report',
  'business-downtown-closing',
  'sports-football-playoff',
  'elections-school-levy',
  'health-overdose-kits',
  'government-council-vote',
  'traffic-interstate-crash',
  'schools-new-start-times',
  'fire-apartment-blaze',
  'hard-fire-breaking-warehouse',
  'hard-fire-house-fire-neighbor',
  'hard-crime-carjacking-chase',
  'hard-courts-fuel-theft-plea',
  'hard-courts-arraignment-brief',
  'hard-weather-flash-flood',
  'hard-government-water-main-boil',
  'hard-traffic-scheduled-repaving',
  'hard-government-nato-guard',
  'hard-economy-housing-shortage',
  'hard-health-maternity-closing',
  'hard-sports-tigers-conference-title',
  'hard-elections-mayor-results',
  'hard-schools-lincoln-closing',
];

/** The story's first two sentences, crew text out: what a producer types as a banner topic. */
function bannerTopic(text) {
  const clean = engine.stripCrewText(text).replace(/\s+/g, ' ').trim();
  return engine
    .splitSentences(clean)
    .slice(0, 2)
    .map((s) => s.text)
    .join(' ');
}

/** Each tool as graders see it: a key for the grades file, a label, and the call. */
const TOOLS = [
  {
    key: 'simplify-30-conversational',
    label: 'Simplified script, 30 seconds, conversational',
    run: (s) => engine.simplifyScript({ script: s.text, targetSeconds: 30, tone: 'conversational' }).text,
  },
  {
    key: 'simplify-30-concise',
    label: 'Simplified script, 30 seconds, concise',
    run: (s) => engine.simplifyScript({ script: s.text, targetSeconds: 30, tone: 'concise' }).text,
  },
  {
    key: 'vosot-30',
    label: 'VOSOT, 30 seconds, hard news',
    run: (s) => engine.writeVosot({ script: s.text, targetSeconds: 30, storyStyle: 'hard_news' }).text,
  },
  {
    key: 'vosot-20',
    label: 'VOSOT, 20 seconds, hard news',
    run: (s) => engine.writeVosot({ script: s.text, targetSeconds: 20, storyStyle: 'hard_news' }).text,
  },
  {
    key: 'teases',
    label: 'Teases, compelling',
    run: (s) => engine.writeTeases({ script: s.text, teaseStyle: 'compelling' }).text,
  },
  {
    key: 'banners',
    label: 'Banners, modern, 30 characters',
    run: (s) => engine.writeBanners({ topic: bannerTopic(s.text), style: 'modern', charCount: 30 }).text,
  },
  {
    key: 'social-x',
    label: 'Social posts, X, informative, 100-200 characters',
    run: (s) =>
      engine.writeSocialPosts({ newsContent: s.text, platform: 'twitter', tone: 'informative', length: 'medium' }).text,
  },
  {
    key: 'push-alert',
    label: 'Push alert, breaking, 60-100 characters',
    run: (s) =>
      engine.writeSocialPosts({ newsContent: s.text, platform: 'push_alert', tone: 'breaking', length: 'short' }).text,
  },
  {
    key: 'article',
    label: 'Web article, standard',
    run: (s) =>
      engine.writeArticle({ broadcastContent: s.text, headline: s.title, location: s.location, tone: 'standard' }).text,
  },
];

function engineCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: PACKAGE, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'test/corpus'], {
      cwd: PACKAGE,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/** A fence longer than any backtick run in the text, so nothing in the copy can close it early. */
function fenced(text) {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text.trim() || '(no output)'}\n${fence}`;
}

function main() {
  const byId = new Map(CORPUS.map((s) => [s.id, s]));
  const all = process.argv.includes('--all') || holdoutFile;
  const ids = listOption('--ids') ?? (all ? CORPUS.map((s) => s.id) : SAMPLE_IDS);
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new Error(`Not in the corpus: ${missing.join(', ')}`);
  const toolKeys = listOption('--tools');
  const tools = toolKeys ? TOOLS.filter((t) => toolKeys.includes(t.key)) : TOOLS;
  if (toolKeys && tools.length !== toolKeys.length) throw new Error(`Tools are: ${TOOLS.map((t) => t.key).join(', ')}`);

  const stories = ids.map((id, i) => {
    const s = byId.get(id);
    const key = `S${String(i + 1).padStart(2, '0')}`;
    const outputs = {};
    for (const tool of tools) {
      try {
        outputs[tool.key] = tool.run(s);
      } catch (error) {
        outputs[tool.key] = `(the tool failed: ${error.message})`;
      }
    }
    return { story: key, id, topic: s.topic, title: s.title, location: s.location, source: s.text, outputs };
  });

  const commit = engineCommit();
  const md = [
    '# Copy desk samples for blind review',
    '',
    `${stories.length} stories, ${tools.length} outputs each. Grade every output 1-4 (see the panel README).`,
    'Record each grade with the story key (S01...) and the tool key in square brackets.',
    '',
  ];
  for (const story of stories) {
    md.push(`## ${story.story}: ${story.title}`, '', `Location: ${story.location}`, '', '### SOURCE', '');
    md.push(fenced(story.source), '');
    for (const tool of tools) md.push(`### ${tool.label} [${tool.key}]`, '', fenced(story.outputs[tool.key]), '');
  }

  const outDir = path.resolve(option('--out') ?? path.join(__dirname, 'out'));
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'samples.md'), md.join('\n'));
  const json = {
    engineCommit: commit,
    engine: fromSource ? 'src' : 'dist',
    tools: tools.map(({ key, label }) => ({ key, label })),
    stories,
  };
  fs.writeFileSync(path.join(outDir, 'samples.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `${stories.length} stories x ${tools.length} tools -> ${path.relative(process.cwd(), outDir)}/samples.md, samples.json`,
  );
}

main();
