import type { CopyCheckReport, GenerateResponse, VosotSectionsView } from '@newsroom/contracts';

/**
 * Reading the spec's text answers (section 7) into what the pages show. Structured fields
 * (`options`, `sections`) win when the server sends them; the text is the fallback.
 */

export interface ShownOption {
  text: string;
  chars: number;
  checks?: CopyCheckReport;
}

const OPTION_LINE = /^[\s*#_-]*OPTION\s*(\d+)\s*[:.)-]\s*\**\s*(.*)$/i;

/** `OPTION n: text` lines, in order; a line that follows an option without a label continues it. */
export function parseOptionLines(result: string): string[] {
  const options: string[] = [];
  let open = false;
  for (const line of result.split(/\r?\n/)) {
    const match = OPTION_LINE.exec(line);
    if (match) {
      options.push((match[2] ?? '').trim());
      open = true;
    } else if (!line.trim()) {
      open = false;
    } else if (open && options.length) {
      options[options.length - 1] = `${options[options.length - 1]} ${line.trim()}`.trim();
    }
  }
  return options.filter(Boolean);
}

/** Banner and social options: the server's own list when present, else the OPTION lines. */
export function optionsOf(response: Pick<GenerateResponse, 'options' | 'result'>): ShownOption[] {
  if (response.options?.length) {
    return response.options.map((o) => ({ text: o.text, chars: o.chars, checks: o.checks }));
  }
  return parseOptionLines(response.result ?? '').map((text) => ({ text, chars: text.length }));
}

/** Tease answers: paragraphs separated by blank lines. */
export function paragraphsOf(result: string): string[] {
  return result
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface ShownSection {
  label: string;
  text: string;
}

function fromSections(sections: VosotSectionsView): ShownSection[] {
  const sot = sections.soundOnTape;
  return [
    { label: 'ANCHOR INTRO', text: sections.anchorIntro },
    { label: 'VOICE OVER', text: sections.voiceOver },
    {
      label: 'SOUND ON TAPE',
      text: sot
        ? [`[SOT: ${sot.speaker}]`, `"${sot.quote}"`, `IN: ${sot.inCue}...`, `OUT: ...${sot.outCue}`].join('\n')
        : '[NO SOT AVAILABLE]',
    },
    { label: 'CONTINUING VOICE OVER', text: sections.continuingVoiceOver },
    // A short story may need no voice over after the bite: an empty section is not shown.
  ].filter((section) => section.label !== 'CONTINUING VOICE OVER' || section.text.trim());
}

const HEADING = /^[\s*#_]*(ANCHOR INTRO|CONTINUING VOICE OVER|VOICE OVER|SOUND ON TAPE|SOT|VO)[\s*_]*:[\s*_]*(.*)$/i;
const CANONICAL: Record<string, string> = { SOT: 'SOUND ON TAPE', VO: 'VOICE OVER' };

/** Sections read from the rundown text: each label line starts one, up to the next. */
export function parseVosotSections(result: string): ShownSection[] {
  const sections: ShownSection[] = [];
  for (const line of result.split(/\r?\n/)) {
    const match = HEADING.exec(line);
    if (match) {
      const label = (match[1] ?? '').toUpperCase();
      sections.push({ label: CANONICAL[label] ?? label, text: (match[2] ?? '').trim() });
    } else if (sections.length) {
      const last = sections[sections.length - 1]!;
      last.text = last.text ? `${last.text}\n${line}` : line;
    }
  }
  return sections.map((s) => ({ ...s, text: s.text.trim() })).filter((s) => s.text);
}

export function vosotSectionsOf(response: Pick<GenerateResponse, 'sections' | 'result'>): ShownSection[] {
  return response.sections ? fromSections(response.sections) : parseVosotSections(response.result ?? '');
}
