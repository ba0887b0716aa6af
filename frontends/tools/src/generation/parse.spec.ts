import { optionsOf, paragraphsOf, parseOptionLines, parseVosotSections, vosotSectionsOf } from './parse';

describe('parse', () => {
  it('reads OPTION n: lines, joining a wrapped line to its option', () => {
    expect(parseOptionLines('Here you go:\nOPTION 1: One\n**OPTION 2:** Two\nand more\n\nOPTION 3: Three')).toEqual([
      'One',
      'Two and more',
      'Three',
    ]);
  });

  it('counts characters of parsed options', () => {
    expect(optionsOf({ result: 'OPTION 1: abc' })).toEqual([{ text: 'abc', chars: 3 }]);
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphsOf('One.\n\n  \nTwo\nstill two.\n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });

  it('reads VOSOT sections by their labels, including SOT and VO short forms', () => {
    expect(
      parseVosotSections('ANCHOR INTRO: Hi.\nVO:\nPictures.\nSOT:\n"Quote"\nCONTINUING VOICE OVER:\nEnd.'),
    ).toEqual([
      { label: 'ANCHOR INTRO', text: 'Hi.' },
      { label: 'VOICE OVER', text: 'Pictures.' },
      { label: 'SOUND ON TAPE', text: '"Quote"' },
      { label: 'CONTINUING VOICE OVER', text: 'End.' },
    ]);
  });

  it('leaves out an empty continuing voice over, and keeps one with copy', () => {
    const sections = { anchorIntro: 'Intro.', voiceOver: 'Pictures.', continuingVoiceOver: '' };
    expect(vosotSectionsOf({ result: '', sections }).map((s) => s.label)).toEqual([
      'ANCHOR INTRO',
      'VOICE OVER',
      'SOUND ON TAPE',
    ]);
    expect(
      vosotSectionsOf({ result: '', sections: { ...sections, continuingVoiceOver: 'More.' } }).map((s) => s.label),
    ).toContain('CONTINUING VOICE OVER');
  });
});
