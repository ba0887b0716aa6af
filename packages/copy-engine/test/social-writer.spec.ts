import { writeSocialPosts, socialFacts } from '../src/writers/social';
import { postSentences, PUSH_FILLERS } from '../src/writers/social/social';
import { isComplete, shorterForms, withoutLabel } from '../src/writers/social/forms';
import { isHardNews, orphanSurname, restoreSurnames } from '../src/writers/social/story';
import { SOCIAL_RANGES, xLength } from '../src/fit';

const NEWS =
  'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint Tuesday. ' +
  'He left on foot with about $1,200. Nobody was hurt.';

const BOIL =
  'Crews in the city of Marlow Springs spent the night repairing a water main break on Cullen Avenue. ' +
  'About 3,200 homes in Marlow Springs are under a boil-water advisory until at least Thursday. ' +
  'Residents should boil tap water for one minute before drinking it. ' +
  'Updates are posted on the city website.';

const CLOSURE =
  'The state Department of Transportation will close the Harbor Bridge in Lakeview starting Monday for 10 weeks of repairs. ' +
  'The detour sends traffic along Front Street. ' +
  'About 22,000 vehicles cross the bridge on a typical weekday.';

const FIRE =
  'A fire has just broken out at a lumber warehouse on Depot Street in Redstone Junction. ' +
  'Firefighters from three Redstone Junction departments are on the way. ' +
  'Police are closing Depot Street between First and Fifth avenues. ' +
  'If you live nearby, keep your windows shut.';

const GAME =
  'The Cedar Grove Wildcats beat Lincoln Central 28-21 Friday night to win their first playoff game in a decade. ' +
  'Quarterback Jaylen Brooks threw for 312 yards and three touchdowns. ' +
  'The Wildcats play Westfield next Friday in the regional semifinal.';

const LONG_LEAD =
  'Marlow Ridge Regional Medical Center will stop delivering babies on June 30, the hospital announced Wednesday, ' +
  'citing a shortage of obstetric nurses and a steep drop in births that will leave expectant mothers in the rural ' +
  'northern end of the county facing drives of more than an hour to the nearest labor and delivery unit. ' +
  'The hospital delivered 212 babies last year, down from almost 400 a decade ago.';

const all = (newsContent: string) =>
  (['twitter', 'facebook', 'instagram', 'push_alert'] as const).flatMap((platform) =>
    (['breaking', 'engaging', 'informative'] as const).flatMap((tone) =>
      (['short', 'medium', 'extended'] as const).map((length) => ({
        platform,
        tone,
        length,
        ...writeSocialPosts({ newsContent, platform, tone, length }),
      })),
    ),
  );

describe('writeSocialPosts', () => {
  it('tags X with topic tags and push alerts and Facebook with none', () => {
    const tweet = writeSocialPosts({ newsContent: BOIL, platform: 'twitter', tone: 'informative', length: 'medium' });
    expect(tweet.text).toMatch(/#(?:BoilWaterAdvisory|MarlowSprings|WaterMainBreak)/);
    for (const option of tweet.options) expect((option.match(/#/g) ?? []).length).toBeLessThanOrEqual(2);
    for (const platform of ['push_alert', 'facebook'] as const) {
      const post = writeSocialPosts({ newsContent: BOIL, platform, tone: 'informative', length: 'medium' });
      expect(post.text).not.toMatch(/#/);
    }
  });

  it('never tags a person or a fragment', () => {
    const story =
      'Jalen Pruitt, 19, crashed a stolen van into a pole on Route 9 in Harmon Springs, police said. Pruitt was arrested.';
    for (const { options } of all(story)) {
      for (const option of options) expect(option).not.toMatch(/#(?:JalenPruitt|Pruitt|Route)\b/);
    }
  });

  it('leads with the news in complete sentences and never cuts with an ellipsis', () => {
    for (const { options, length } of all(LONG_LEAD)) {
      const { min, max } = SOCIAL_RANGES[length];
      for (const option of options) {
        expect(option).not.toMatch(/…|\.\.\./);
        expect(xLength(option)).toBeGreaterThanOrEqual(min);
        expect(xLength(option)).toBeLessThanOrEqual(max);
        for (const s of postSentences(option)) expect(isComplete(s) || PUSH_FILLERS.includes(s)).toBe(true);
      }
    }
    const short = writeSocialPosts({
      newsContent: LONG_LEAD,
      platform: 'twitter',
      tone: 'informative',
      length: 'short',
    });
    expect(short.options[0]).toMatch(/^Marlow Ridge Regional Medical Center will stop delivering babies on June 30\./);
  });

  it('puts no chatter on hard news: the engaging post carries what to do instead', () => {
    expect(isHardNews(BOIL)).toBe(true);
    const { options } = writeSocialPosts({
      newsContent: BOIL,
      platform: 'facebook',
      tone: 'engaging',
      length: 'extended',
    });
    for (const option of options) {
      expect(option).not.toMatch(/\?|tell us|comments|share this/i);
    }
    expect(options.some((o) => /boil tap water|city website/.test(o))).toBe(true);
  });

  it('may ask a question on a soft story when engaging', () => {
    expect(isHardNews(GAME)).toBe(false);
    const { options } = writeSocialPosts({
      newsContent: GAME,
      platform: 'facebook',
      tone: 'engaging',
      length: 'extended',
    });
    expect(options.some((o) => /\?$/.test(o))).toBe(true);
    for (const option of options) expect(option).not.toMatch(/tell us in the comments|share this/i);
  });

  it('labels BREAKING only breaking news, never a scheduled closure', () => {
    const fire = writeSocialPosts({ newsContent: FIRE, platform: 'twitter', tone: 'breaking', length: 'medium' });
    for (const option of fire.options) expect(option.startsWith('BREAKING: ')).toBe(true);
    const closure = writeSocialPosts({ newsContent: CLOSURE, platform: 'twitter', tone: 'breaking', length: 'medium' });
    expect(closure.options.length).toBeGreaterThan(0);
    for (const option of closure.options) {
      expect(option).not.toMatch(/BREAKING/);
      expect(option).toMatch(/^The state Department of Transportation will close the Harbor Bridge/);
    }
    const informative = writeSocialPosts({
      newsContent: FIRE,
      platform: 'twitter',
      tone: 'informative',
      length: 'medium',
    });
    for (const option of informative.options) expect(option).not.toMatch(/BREAKING/);
  });

  it('makes a push alert one complete sentence with the news, three different ones', () => {
    const { options } = writeSocialPosts({
      newsContent: FIRE,
      platform: 'push_alert',
      tone: 'breaking',
      length: 'short',
    });
    expect(options).toHaveLength(3);
    expect(new Set(options).size).toBe(3);
    // Every option is the news (panels I and J: an alert on a side fact tells a lock screen
    // nothing), in one sentence; a tap line says no fact of its own.
    for (const option of options) {
      expect(postSentences(option).filter((s) => !PUSH_FILLERS.includes(s))).toHaveLength(1);
      expect(option).toMatch(/^BREAKING: A fire has just broken out at a lumber warehouse on Depot Street/);
    }
    expect(options[0]).toBe(
      'BREAKING: A fire has just broken out at a lumber warehouse on Depot Street in Redstone Junction.',
    );
  });

  it('gives three options that say different things', () => {
    const { options } = writeSocialPosts({
      newsContent: BOIL,
      platform: 'twitter',
      tone: 'informative',
      length: 'medium',
    });
    expect(options).toHaveLength(3);
    const bodies = options.map((o) => o.replace(/(?:\s+#\w+)+$/, ''));
    expect(new Set(bodies).size).toBe(3);
  });

  it('reaches the minimum with source sentences before any fact-free line', () => {
    const { options } = writeSocialPosts({
      newsContent: NEWS,
      platform: 'twitter',
      tone: 'informative',
      length: 'medium',
    });
    for (const option of options) expect(option).not.toMatch(/Check back|update this story|Follow us/);
  });

  it('pads a one-sentence source to the range without adding facts', () => {
    const newsContent = 'The Maple Falls library reopens Monday after a three-month renovation.';
    const { options } = writeSocialPosts({ newsContent, platform: 'twitter', tone: 'informative', length: 'medium' });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option).toMatch(/^The Maple Falls library reopens Monday/);
      expect(socialFacts(option, newsContent)).toEqual([]);
    }
  });

  it('flags a planted number or name', () => {
    expect(socialFacts('Police say 3 men robbed the pharmacy.', NEWS)).not.toEqual([]);
    expect(socialFacts('Mayor Jane Ortiz says nobody was hurt. #JaneOrtiz', NEWS)).not.toEqual([]);
  });
});

describe('shorter forms', () => {
  it('drops a label and keeps the news', () => {
    expect(
      withoutLabel('Breaking news right now in Redstone Junction, where a fire has just broken out at a warehouse.'),
    ).toBe('In Redstone Junction, a fire has just broken out at a warehouse.');
  });

  it('never cuts inside a list or an aside', () => {
    const forms = shorterForms(
      'A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.',
    );
    expect(forms).not.toContain('A water main break on Cullen Avenue has left about 3,200 homes.');
    const charges = shorterForms(
      'Police Capt. Brenda Ashworth said the suspect, Jalen Pruitt of Corrigan, faces charges of aggravated robbery, fleeing police and possession of a stolen vehicle.',
    );
    expect(charges).not.toContain('Police Capt. Brenda Ashworth said the suspect, Jalen Pruitt of Corrigan.');
    expect(charges.some((f) => /robbery\.$|fleeing police\.$/.test(f))).toBe(false);
  });

  it('keeps the attribution when it shortens a claim', () => {
    const forms = shorterForms(
      'The man walked into Corner Drug on Lindell Avenue and demanded cash before he ran toward the river, police said.',
    );
    for (const form of forms.slice(1)) expect(form).toMatch(/^Police say /);
  });

  it('gives a surname its full first reference', () => {
    const source = 'The suspect, Jalen Pruitt of Corrigan, faces charges. Pruitt is being held on a $250,000 bond.';
    expect(orphanSurname('Pruitt is being held on a $250,000 bond.', source)?.surname).toBe('Pruitt');
    expect(restoreSurnames('Pruitt is being held on a $250,000 bond.', source)).toBe(
      'Jalen Pruitt is being held on a $250,000 bond.',
    );
  });
});
