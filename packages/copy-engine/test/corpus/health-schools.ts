import { script } from './script';
import type { CorpusScript } from './script';

export const healthAndSchools: CorpusScript[] = [
  script({
    id: 'health-flu-season',
    topic: 'health',
    title: 'Flu cases rise early',
    location: 'Cedar Grove, Indiana',
    text: `Flu season is off to an early start in Hamlin County.
      The health department has confirmed 236 cases since October 1st, about three times as many as this time last year.
      Eleven people have been hospitalized.
      Free flu shots are available Saturday from 9 a.m. to 1 p.m. at the county fairgrounds.
      "It is not too late, and it takes about two weeks for the shot to fully protect you," said Dr. Anita Basu, the county health officer.`,
    quotes: 1,
    speakers: ['Dr. Anita Basu'],
  }),
  script({
    id: 'health-hospital-merger',
    topic: 'health',
    title: 'Hospital merger gets approval',
    location: 'Fairhaven, Pennsylvania',
    text: `Fairhaven Community Hospital will join the St. Luke's health system.
      State regulators approved the merger on Wednesday.
      St. Luke's promises to spend $40 million on the Fairhaven campus over five years, including a new cardiac unit.
      The hospital's 620 employees will keep their jobs, at least for the first two years.
      Some community groups worry about higher prices once the hospital is part of a larger system.`,
  }),
  script({
    id: 'health-overdose-kits',
    topic: 'health',
    title: 'Free overdose kits at libraries',
    location: 'Lakeview, Michigan',
    text: `Every public library in Lakeview now has free naloxone kits. Naloxone (pronounced nah-LOX-own) reverses opioid overdoses.
      The county recorded 58 overdose deaths last year, down from 74 the year before.
      Health workers credit wider access to the drug.
      The kits are in a box near each library entrance. No questions are asked, and no ID is needed.`,
  }),
  script({
    id: 'schools-new-start-times',
    topic: 'schools',
    title: 'Later start times for high schools',
    location: 'Riverton, Texas',
    text: `High school students in Riverton will get to sleep in a little longer next fall.
      The school board voted 6-1 to push the high school start time from 7:20 a.m. to 8:30 a.m.
      Elementary schools will start earlier, at 7:45.
      The change affects about 9,800 high school students.
      "The research on teenagers and sleep is clear, and our students deserve a schedule built around it," said Superintendent Marcus Hale.
      Some parents worry the later dismissal will cut into after-school jobs and sports.`,
    quotes: 1,
    speakers: ['Superintendent Marcus Hale'],
  }),
  script({
    id: 'schools-test-scores',
    topic: 'schools',
    title: 'Reading scores improve',
    location: 'Maple Falls, Ohio',
    text: `Third-graders in Maple Falls are reading better.
      New state test results show 68% of third-graders met the reading standard this year, up from 59% two years ago.
      Math scores were flat at 61%.
      The district added reading coaches in every elementary school in 2024, paid for with a $2.2 million grant.
      District leaders will present the full results to the school board on Monday.`,
  }),
];
