#!/usr/bin/env node
/**
 * Makes the PDFs of the Training Hub's starter library (services/training/src/seed/starter-library.ts,
 * category PDF Resources) into frontends/shell/public/library/, which the shell serves at /library/:
 *
 *   broadcast-numbers-cheat-sheet-v1.pdf  written forms next to what the anchor says (2 pages)
 *   writing-to-time-chart-v1.pdf          words for 5 s to 2 min at 130, 150 and 180 words a minute (1 page)
 *   vosot-script-template-v1.pdf          split-page VOSOT form, time budgets and a pre-air checklist (2 pages)
 *
 * Run from the repository root:  node scripts/make-library-pdfs.js
 *
 * Plain Node (CommonJS) with pdf-lib and the standard Helvetica fonts, US Letter. The standard fonts
 * encode WinAnsi only: no curly quotes or arrows (pdf-lib throws on a character it cannot encode, so
 * a bad character fails the run). The read rate is the app's own (DEFAULT_WORDS_PER_MINUTE = 150 in
 * packages/copy-engine), and every time table is computed from it. Dates are fixed so that a re-run
 * makes the same files. When content changes, bump the version in the file name and in the library.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');

const OUT_DIR = path.join(__dirname, '..', 'frontends', 'shell', 'public', 'library');
const VERSION = 'v1';
const MADE = new Date('2025-06-01T00:00:00Z');

/** The app's read rate (packages/copy-engine/src/text/read-time.ts) and on-time tolerance (fit/read-time.ts). */
const WPM = 150;
const TOLERANCE = 0.1;

const PAGE = { width: 612, height: 792 }; // US Letter, points
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_Y = 30;

const COLORS = {
  ink: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.38, 0.42),
  accent: rgb(0.07, 0.27, 0.5),
  rule: rgb(0.75, 0.77, 0.8),
  band: rgb(0.93, 0.95, 0.98),
  headerText: rgb(1, 1, 1),
};

// ---------------------------------------------------------------------------------------------
// Layout: a cursor that flows headings, paragraphs, lists and tables down the page, wrapping lines
// by measuring them with the font.

/** Splits text into lines no wider than `width`; a word wider than the line is broken by character. */
function wrap(text, font, size, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

class Layout {
  constructor(doc, fonts, title) {
    this.doc = doc;
    this.fonts = fonts;
    this.title = title;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height) {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points) {
    this.y -= points;
  }

  /** Draws wrapped text at the cursor; returns nothing, moves the cursor down. */
  text(value, { font = this.fonts.regular, size = 10, color = COLORS.ink, indent = 0, width, leading = 1.35 } = {}) {
    const lineWidth = (width ?? CONTENT_WIDTH) - indent;
    const lineHeight = size * leading;
    for (const line of wrap(value, font, size, lineWidth)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
  }

  /** The document title, a subtitle and a rule under both. */
  titleBlock(title, subtitle) {
    this.page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: COLORS.accent });
    this.text(title, { font: this.fonts.bold, size: 22, color: COLORS.accent, leading: 1.2 });
    this.gap(2);
    this.text(subtitle, { font: this.fonts.italic, size: 10.5, color: COLORS.muted });
    this.gap(4);
    this.rule();
    this.gap(8);
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: COLORS.rule,
    });
  }

  heading(value) {
    this.ensure(40); // never leave a heading alone at the foot of a page
    this.gap(6);
    this.text(value.toUpperCase(), { font: this.fonts.bold, size: 11, color: COLORS.accent });
    this.gap(3);
  }

  paragraph(value, options = {}) {
    this.text(value, options);
    this.gap(4);
  }

  /** A list with a bullet (WinAnsi has one) hanging outside the wrapped text. */
  bullets(items, { size = 10, indent = 0 } = {}) {
    for (const item of items) {
      const lineHeight = size * 1.35;
      this.ensure(lineHeight);
      this.page.drawText('\u2022', { x: MARGIN + indent + 2, y: this.y - size, size, font: this.fonts.regular });
      this.text(item, { size, indent: indent + 14 });
      this.gap(1.5);
    }
    this.gap(3);
  }

  /**
   * A table: `columns` are { header, width } with widths as fractions of the content width; `rows`
   * are arrays of cell text. A header row in the accent colour, light bands on alternate rows, and
   * the header repeated when a table runs onto a new page.
   */
  table(columns, rows, { size = 9, bold = [] } = {}) {
    const padX = 5;
    const padY = 4;
    const lineHeight = size * 1.3;
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const cellLines = (cells, font) => cells.map((cell, i) => wrap(cell, font(i), size, widths[i] - 2 * padX));
    const heightOf = (lines) => Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * padY;

    const drawRow = (lines, { header = false, band = false } = {}) => {
      const height = heightOf(lines);
      if (header || band) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: CONTENT_WIDTH,
          height,
          color: header ? COLORS.accent : COLORS.band,
        });
      }
      let x = MARGIN;
      lines.forEach((cell, i) => {
        const font = header || bold.includes(i) ? this.fonts.bold : this.fonts.regular;
        cell.forEach((line, j) => {
          this.page.drawText(line, {
            x: x + padX,
            y: this.y - padY - size - j * lineHeight + 1.5,
            size,
            font,
            color: header ? COLORS.headerText : COLORS.ink,
          });
        });
        x += widths[i];
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: PAGE.width - MARGIN, y: this.y },
        thickness: 0.5,
        color: COLORS.rule,
      });
    };

    const headerLines = cellLines(
      columns.map((c) => c.header),
      () => this.fonts.bold,
    );
    this.ensure(heightOf(headerLines) + lineHeight * 2 + 2 * padY);
    drawRow(headerLines, { header: true });
    rows.forEach((row, r) => {
      const lines = cellLines(row, (i) => (bold.includes(i) ? this.fonts.bold : this.fonts.regular));
      if (this.y - heightOf(lines) < MARGIN) {
        this.newPage();
        drawRow(headerLines, { header: true });
      }
      drawRow(lines, { band: r % 2 === 1 });
    });
    this.gap(8);
  }

  /** A labelled box with ruled lines to write on, split into a left and a right column. */
  formSection(label, { leftHint, rightHint, lines, leftShare = 0.34 }) {
    const lineGap = 19;
    const labelHeight = 18;
    const hintSize = 8;
    const leftWidth = CONTENT_WIDTH * leftShare;
    const hintLines = (hint, width) => (hint ? wrap(hint, this.fonts.italic, hintSize, width - 12) : []);
    const left = hintLines(leftHint, leftWidth);
    const right = hintLines(rightHint, CONTENT_WIDTH - leftWidth);
    const hintHeight = Math.max(left.length, right.length) * hintSize * 1.3 + 4;
    const height = labelHeight + hintHeight + lines * lineGap + 6;
    this.ensure(height + 4);
    const top = this.y;
    const bottom = top - height;
    const { page } = this;
    page.drawRectangle({
      x: MARGIN,
      y: top - labelHeight,
      width: CONTENT_WIDTH,
      height: labelHeight,
      color: COLORS.band,
    });
    page.drawText(label, { x: MARGIN + 6, y: top - 12.5, size: 10, font: this.fonts.bold, color: COLORS.accent });
    page.drawRectangle({
      x: MARGIN,
      y: bottom,
      width: CONTENT_WIDTH,
      height,
      borderColor: COLORS.rule,
      borderWidth: 0.75,
    });
    page.drawLine({
      start: { x: MARGIN + leftWidth, y: top - labelHeight },
      end: { x: MARGIN + leftWidth, y: bottom },
      thickness: 0.75,
      color: COLORS.rule,
    });
    const hintTop = top - labelHeight - 4;
    const drawHints = (hints, x) =>
      hints.forEach((line, i) =>
        page.drawText(line, {
          x,
          y: hintTop - hintSize - i * hintSize * 1.3,
          size: hintSize,
          font: this.fonts.italic,
          color: COLORS.muted,
        }),
      );
    drawHints(left, MARGIN + 6);
    drawHints(right, MARGIN + leftWidth + 6);
    for (let i = 1; i <= lines; i += 1) {
      const y = top - labelHeight - hintHeight - i * lineGap;
      for (const [x1, x2] of [
        [MARGIN + 6, MARGIN + leftWidth - 6],
        [MARGIN + leftWidth + 6, PAGE.width - MARGIN - 6],
      ]) {
        page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.4, color: COLORS.rule });
      }
    }
    this.y = bottom - 8;
  }

  /** Fill-in fields on one line each pair: "LABEL ______". */
  fields(pairs) {
    const size = 9.5;
    const half = CONTENT_WIDTH / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      this.ensure(22);
      [pairs[i], pairs[i + 1]].forEach((label, k) => {
        if (!label) return;
        const x = MARGIN + k * half;
        this.page.drawText(label, { x, y: this.y - size - 6, size, font: this.fonts.bold, color: COLORS.ink });
        const start = x + this.fonts.bold.widthOfTextAtSize(label, size) + 6;
        this.page.drawLine({
          start: { x: start, y: this.y - size - 7 },
          end: { x: x + half - 14, y: this.y - size - 7 },
          thickness: 0.5,
          color: COLORS.muted,
        });
      });
      this.y -= 22;
    }
    this.gap(6);
  }

  /** Footer on every page: document title, version and page number. */
  finish() {
    const size = 8;
    this.pages.forEach((page, i) => {
      const left = `Training Hub starter library  |  ${this.title}  |  ${VERSION}`;
      const right = `Page ${i + 1} of ${this.pages.length}`;
      page.drawText(left, { x: MARGIN, y: FOOTER_Y, size, font: this.fonts.regular, color: COLORS.muted });
      page.drawText(right, {
        x: PAGE.width - MARGIN - this.fonts.regular.widthOfTextAtSize(right, size),
        y: FOOTER_Y,
        size,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
    });
  }
}

async function newDocument(title, subject) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor('Training Hub');
  doc.setCreator('scripts/make-library-pdfs.js');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-US');
  doc.setCreationDate(MADE);
  doc.setModificationDate(MADE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, layout: new Layout(doc, fonts, title) };
}

// ---------------------------------------------------------------------------------------------
// Time arithmetic, shared by the chart and the template.

/** Words that fill `seconds` at `wpm`, rounded to the nearest word. */
const wordsFor = (seconds, wpm = WPM) => Math.round((seconds * wpm) / 60);

/** The whole-word range that reads within the tolerance of `seconds` at `wpm`. */
function onTimeRange(seconds, wpm = WPM) {
  const min = Math.ceil((seconds * (1 - TOLERANCE) * wpm) / 60);
  const max = Math.floor((seconds * (1 + TOLERANCE) * wpm) / 60);
  return [min, max];
}

const formatSeconds = (s) =>
  s < 60 ? `:${String(s).padStart(2, '0')}` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// 1. Broadcast numbers cheat sheet.

async function numbersCheatSheet() {
  const { doc, layout } = await newDocument(
    'Broadcast Numbers Cheat Sheet',
    'Writing numbers the way the anchor says them: rules and before-and-after examples.',
  );
  layout.titleBlock(
    'Broadcast Numbers Cheat Sheet',
    `Write it the way the anchor says it. Desk reference, ${VERSION}.`,
  );
  layout.paragraph(
    'The anchor reads every number aloud, once, live. Write each one the way it is said, so nobody has to ' +
      "translate on air, and check it against your source as you go. These are the house rules the app's " +
      'Script Simplifier follows. Desks differ on a few points (where spelling out stops, for one); whatever ' +
      'your desk decides, be consistent.',
  );

  layout.heading('The house rules');
  layout.bullets([
    'Spell out one through eleven. Use figures from 12 to 999.',
    'Thousand, million and billion are words, joined with hyphens: 12-thousand, six-million.',
    'Round hundreds read as people say them: 4,500 is 45-hundred.',
    'No symbols the anchor has to translate: write dollars, percent and cents.',
    'Dates take the spoken ordinal (December seventh). Years stay as figures (2026).',
    'Initials the anchor spells get hyphens (F-B-I). Titles and states are spelled out.',
  ]);

  layout.heading('Written form and broadcast form');
  layout.table(
    [
      { header: 'Case', width: 0.24 },
      { header: 'Written (wire, print, web)', width: 0.33 },
      { header: 'Broadcast (what the anchor reads)', width: 0.43 },
    ],
    [
      ['One to eleven', '3 people, 11 cars', 'three people, eleven cars'],
      ['12 to 999', '45 minutes, 250 homes', '45 minutes, 250 homes'],
      ['Thousands', '12,000', '12-thousand'],
      ['Round hundreds', '4,500', '45-hundred'],
      ['Millions', '6,000,000', 'six-million'],
      ['Decimals', '2.5 billion', 'two-point-five-billion'],
      ['Not round', '12,700', '12-thousand-700, or round it: nearly 13-thousand'],
      ['Money', '$40  /  $4.50', '40 dollars  /  four dollars and 50 cents'],
      ['Money before a noun', 'a $4.7 million plan', 'a four-point-seven-million-dollar plan'],
      ['Large money', '$6,000,000', 'six-million dollars'],
      ['Cents', '50\u00a2', '50-cents'],
      ['Percent', '60%  /  8.6%', '60-percent  /  eight-point-six percent'],
      ['Fractions', '1/2  /  3/4', 'one-half  /  three-quarters'],
      ['Dates', 'Dec. 7  /  12/7', 'December seventh'],
      ['Years', '2026', '2026 (the anchor says "twenty twenty-six")'],
      ['Times', '3:30 p.m.  /  7:05', 'three-thirty p-m  /  seven-oh-five'],
      ['Noon, midnight', '12 p.m.  /  12 a.m.', 'noon  /  midnight (never "twelve p-m")'],
      ['Ordinals', '1st  /  21st', 'first  /  21st'],
      ['Votes', 'voted 7-2', 'voted seven to two'],
      ['Scores', 'won 24-17', 'won 24 to 17'],
      ['Initials', 'FBI  /  U.S.', 'F-B-I  /  U-S'],
      ['Said as a word', 'NATO, NASA', 'NATO, NASA (no hyphens)'],
      ['Titles', 'Sen.  /  Gov.', 'Senator  /  Governor'],
      ['States', 'Atlanta, Ga.', 'Atlanta, Georgia'],
      ['Phones, addresses', '555-123-4567, 1600 Main Street', 'left as written'],
    ],
    { bold: [0] },
  );

  layout.heading('Round honestly');
  layout.paragraph(
    'The ear holds a rounded number better than an exact one. Round when the exact figure adds nothing; ' +
      'stay exact when the exact figure is the news.',
  );
  layout.bullets([
    '"About" or "roughly": the real figure may be either side.',
    '"Nearly", "almost", "just under": only when the real figure is below. 12,731 is nearly 13-thousand.',
    '"More than", "over": only when the real figure is above. 12,731 is more than 12-thousand.',
    'Never "about" with an exact figure ("about 12-thousand-731"). Pick one.',
    'Stay exact for deaths and injuries, vote counts, scores, ages, prices the viewer pays, and any figure the story turns on.',
    'Never round across a line that changes the meaning: 49.6 percent is "just under half", never "half".',
  ]);

  layout.heading('Percent is not percentage points');
  layout.paragraph(
    'A rate that goes from 4 percent to 5 percent rose one percentage point. That is also a 25-percent ' +
      'increase (1 divided by 4). Both are true and they sound very different: say which one you mean, and use ' +
      'the one your source used.',
  );

  layout.heading('One line, before and after');
  layout.table(
    [
      { header: 'Before (wire copy)', width: 0.5 },
      { header: 'After (anchor copy)', width: 0.5 },
    ],
    [
      [
        'The $2.5 million project will close 3 lanes of I-75 from 9 p.m. to 5 a.m. starting Dec. 7.',
        'The two-point-five-million-dollar project will close three lanes of I-75 from nine p-m to five a-m, starting December seventh.',
      ],
      [
        'The board voted 4-1 to approve a $12.7 million contract for 38 miles of roads.',
        'The board voted four to one to approve nearly 13-million dollars to repave 38 miles of roads.',
      ],
    ],
  );

  layout.heading('Before air');
  layout.bullets([
    'Say every number aloud and compare it with the source: 45-hundred must still be 4,500.',
    'Check the unit: thousand and million are the classic swap.',
    'No more than one or two numbers in a sentence.',
    'Rounded? Make sure the qualifier is true.',
  ]);

  layout.finish();
  return doc;
}

// ---------------------------------------------------------------------------------------------
// 2. Writing to time: words-to-seconds chart.

async function timeChart() {
  const { doc, layout } = await newDocument(
    'Writing to Time: Words-to-Seconds Chart',
    'How many spoken words fill 5 seconds to 2 minutes at 130, 150 and 180 words a minute.',
  );
  layout.titleBlock('Writing to Time', `Words-to-seconds chart for anchor copy. Desk reference, ${VERSION}.`);
  layout.paragraph(
    `This chart assumes a normal anchor read of ${WPM} words a minute, ${WPM / 60} words a second: the rate the ` +
      "app's Script Simplifier and VOSOT Generator use to time a script. Slower and brisker reads are shown beside " +
      `it. The last column is the word range that lands within ${TOLERANCE * 100} percent of the target at ${WPM} ` +
      'words a minute, the window the tools count as on time. Count words as they are spoken (see below).',
  );

  const seconds = [5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 90, 120];
  layout.heading('Words that fill the time');
  layout.table(
    [
      { header: 'Air time', width: 0.16 },
      { header: 'Slow read, 130 wpm', width: 0.2 },
      { header: `Normal read, ${WPM} wpm (app)`, width: 0.24 },
      { header: 'Brisk read, 180 wpm', width: 0.2 },
      { header: `On time at ${WPM} wpm`, width: 0.2 },
    ],
    seconds.map((s) => {
      const [min, max] = onTimeRange(s);
      return [
        `${formatSeconds(s)}  (${s} s)`,
        `${wordsFor(s, 130)} words`,
        `${wordsFor(s)} words`,
        `${wordsFor(s, 180)} words`,
        `${min} to ${max} words`,
      ];
    }),
    { bold: [0, 2] },
  );

  layout.heading('Find your own rate');
  layout.paragraph(
    'Read a script of about 150 words aloud at air pace, three times, and take the middle time. Then: ' +
      'words a minute = words read / seconds taken x 60. Example: 150 words in 54 seconds is ' +
      `${Math.round((150 / 54) * 60)} words a minute, so a 30-second reader for you runs about ${wordsFor(30, (150 / 54) * 60)} words.`,
  );

  layout.heading('Count words as they are said');
  layout.bullets([
    'Hyphenated parts each count: 45-hundred is 2 words, F-B-I is 3, six-million is 2.',
    'A figure counts as spoken: $4,500 is 5 words ("four thousand five hundred dollars"); 2026 is 3.',
    'Text in [brackets] or (parentheses) is for the crew: directions, supers, pronouncers. It is not read and not timed.',
    'Punctuation does not count, but pauses take time: a script of very short lines runs a little long. Time it aloud.',
  ]);

  layout.heading('Cutting to time');
  layout.bullets([
    'Write most important first, so you can cut from the bottom. The Simplifier keeps the lead and drops whole sentences from the end.',
    'Short? Add a confirmed fact or give the time back to your producer. Never pad.',
  ]);

  layout.finish();
  return doc;
}

// ---------------------------------------------------------------------------------------------
// 3. VOSOT script template.

/** Seconds for each part of a VOSOT: a starting budget, adjusted to the bite you have. */
const VOSOT_BUDGETS = [
  { total: 20, intro: 5, vo: 6, sot: 5, tag: 4 },
  { total: 30, intro: 6, vo: 10, sot: 8, tag: 6 },
  { total: 45, intro: 8, vo: 15, sot: 12, tag: 10 },
  { total: 60, intro: 10, vo: 20, sot: 15, tag: 15 },
];

async function vosotTemplate() {
  for (const b of VOSOT_BUDGETS) {
    if (b.intro + b.vo + b.sot + b.tag !== b.total) throw new Error(`VOSOT budget for ${b.total} s does not add up`);
  }
  const { doc, layout } = await newDocument(
    'VOSOT Script Template',
    'A split-page VOSOT form with time budgets for 20, 30, 45 and 60 seconds and a pre-air checklist.',
  );
  layout.titleBlock('VOSOT Script Template', `Voice over into sound on tape, split-page form. ${VERSION}.`);
  layout.fields(['SLUG', 'SHOW', 'DATE', 'WRITER', 'ANCHOR', 'TOTAL RUNTIME']);
  layout.paragraph(
    'Left: video and crew directions (not read, not timed). Right: what the anchor reads, one sentence a line. ' +
      `Word counts are at ${WPM} words a minute; the budgets for each length are on page 2.`,
    { size: 8.5, color: COLORS.muted },
  );

  const budget30 = VOSOT_BUDGETS.find((b) => b.total === 30);
  layout.formSection('ANCHOR INTRO  (on camera)', {
    leftHint: 'ON CAM. Shot, graphics or box.',
    rightHint: `The news in one or two sentences, attribution first. For a :30, about ${budget30.intro} s, ${wordsFor(budget30.intro)} words.`,
    lines: 3,
  });
  layout.formSection('VOICE OVER  (anchor reads over video)', {
    leftHint: 'TAKE VO. List the shots in order, strongest first. Supers and locators.',
    rightHint: `Write to the pictures; add what they cannot show. Last line sets up the speaker. For a :30, about ${budget30.vo} s, ${wordsFor(budget30.vo)} words.`,
    lines: 5,
  });
  layout.formSection('SOUND ON TAPE  (the bite)', {
    leftHint: 'TAKE SOT. Super: NAME / TITLE, spelled as confirmed.',
    rightHint: `IN: first words as spoken. OUT: last words as spoken (DOUBLE OUT if they repeat). RUNS: to the second. For a :30, about ${budget30.sot} s.`,
    lines: 3,
  });
  layout.formSection('CONTINUING VOICE OVER  (after the bite)', {
    leftHint: 'TAKE VO. Shots. End on camera for a tag, or on video.',
    rightHint: `Move the story forward: what happens next, when, what it means. Do not repeat the bite. For a :30, about ${budget30.tag} s, ${wordsFor(budget30.tag)} words.`,
    lines: 4,
  });

  layout.newPage();
  layout.heading('Time budgets');
  layout.paragraph(
    `A starting split for each length at ${WPM} words a minute. The bite is tape, so it has seconds but no words to ` +
      'write. A strong bite earns more time; take it from the voice over. The VOSOT Generator times the whole ' +
      'package, bite included.',
  );
  const part = (seconds, withWords = true) =>
    withWords ? `${seconds} s, about ${wordsFor(seconds)} words` : `${seconds} s (tape)`;
  layout.table(
    [
      { header: 'Total', width: 0.12 },
      { header: 'Anchor intro', width: 0.22 },
      { header: 'Voice over', width: 0.22 },
      { header: 'Sound on tape', width: 0.2 },
      { header: 'Continuing VO', width: 0.24 },
    ],
    VOSOT_BUDGETS.map((b) => [`${formatSeconds(b.total)}`, part(b.intro), part(b.vo), part(b.sot, false), part(b.tag)]),
    { bold: [0] },
  );
  layout.paragraph(
    `Video check: at ${WPM} words a minute, 25 words of voice over need 10 seconds of usable pictures, four or five shots.`,
    { size: 9, color: COLORS.muted },
  );

  layout.heading('Writing to video');
  layout.bullets([
    'Look at the video before you write, or ask the photographer what is on the card.',
    'Start the voice over on your strongest shot and write the first line to it.',
    'Refer to what is on screen while it is on screen, and add what the picture cannot say. Never "as you can see".',
    'Write into the bite: say who is speaking and why we hear them, not what they are about to say.',
    'Out of the bite: move forward. What happens next, when, and what it means for the viewer.',
  ]);

  layout.heading('Cues and supers');
  layout.bullets([
    'In cue: the first words of the bite, exactly as spoken.',
    'Out cue: the last words, exactly as spoken, with the runtime to the second.',
    'If the out-cue words appear twice in the bite, mark DOUBLE OUT or choose a cleaner out cue.',
    'Super: name and title, spelled as your source confirms them.',
  ]);

  layout.heading('Before air');
  layout.bullets([
    'The bite matches the tape word for word, with the right speaker on the super.',
    'Cues are exact and the runtime is right.',
    'Every name, number and quotation is checked against your source.',
    'Claims carry attribution; allegations stay allegations.',
    'The script reads within 10 percent of its time. Read it aloud.',
    'Video covers every second of voice over.',
  ]);

  layout.heading('A :30 skeleton');
  layout.table(
    [
      { header: 'Video and crew', width: 0.34 },
      { header: 'Anchor copy', width: 0.66 },
    ],
    [
      ['ON CAM', "The city's only public pool will stay closed this summer."],
      [
        'TAKE VO: pool exterior, cracked deck, signs on the fence',
        'The city council voted tonight to spend the summer on repairs. Parents at the meeting asked where their kids will swim.',
      ],
      ['TAKE SOT: super NAME / TITLE', 'IN: (first words of the bite)   OUT: (last words)   RUNS: :08'],
      ['TAKE VO: empty pool, repair crews', 'The city says the pool should reopen next spring.'],
    ],
    { bold: [0] },
  );

  layout.finish();
  return doc;
}

// ---------------------------------------------------------------------------------------------

const FILES = [
  [`broadcast-numbers-cheat-sheet-${VERSION}.pdf`, numbersCheatSheet],
  [`writing-to-time-chart-${VERSION}.pdf`, timeChart],
  [`vosot-script-template-${VERSION}.pdf`, vosotTemplate],
];

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, make] of FILES) {
    const doc = await make();
    const bytes = await doc.save();
    fs.writeFileSync(path.join(OUT_DIR, name), bytes);
    console.log(
      `${path.relative(process.cwd(), path.join(OUT_DIR, name))}  ${doc.getPageCount()} page(s), ${(bytes.length / 1024).toFixed(1)} KB`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
