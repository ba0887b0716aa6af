import { script } from './script';
import type { CorpusScript } from './script';

export const electionsAndGovernment: CorpusScript[] = [
  script({
    id: 'elections-mayor-results',
    topic: 'elections',
    title: 'Ortiz wins second term as mayor',
    location: 'Maple Falls, Ohio',
    text: `Jane Ortiz has won a second term as mayor of Maple Falls.
      With all 42 precincts reporting, Ortiz has 14,386 votes, or 57.3%. Challenger Bill Sayers has 10,712 votes, or 42.7%.
      Turnout was 38%, up from 31% four years ago.
      [SOT: Mayor Jane Ortiz]
      "Tonight the voters told us to keep fixing the roads and keep the budget honest," Ortiz said.
      Sayers called Ortiz to concede shortly after 10 p.m.`,
    quotes: 1,
    speakers: ['Ortiz'],
  }),
  script({
    id: 'elections-school-levy',
    topic: 'elections',
    title: 'School levy fails by 212 votes',
    location: 'Hamlin County, Indiana',
    text: `Voters in the Hamlin County school district turned down a property tax levy by just 212 votes.
      The unofficial count is 8,904 against and 8,692 for.
      The levy would have raised about $3.1 million a year for building repairs and school buses.
      For the owner of a $150,000 home, it would have cost about $105 a year.
      The school board meets Thursday to decide whether to put it on the ballot again in May.`,
  }),
  script({
    id: 'elections-early-voting',
    topic: 'elections',
    title: 'Early voting turnout climbs',
    location: 'Riverton, Texas',
    text: `Early voting ends Friday in Riverton, and turnout is already ahead of the last midterm.
      More than 61,000 people have voted early so far, about 24% of registered voters.
      Election officials say lines have been longest at the Westside Library, with waits of up to 45 minutes.
      Polls on Election Day are open from 7 a.m. to 7 p.m. Bring a photo ID.`,
  }),
  script({
    id: 'government-council-vote',
    topic: 'government',
    title: 'Council approves short-term rental limits',
    location: 'Port Harlan, Oregon',
    text: `Port Harlan City Council has voted 5-2 to limit short-term rentals in residential neighborhoods.
      Under the new rules, owners can rent out only their primary home, and for no more than 90 nights a year.
      There are about 640 short-term rentals in the city now.
      Supporters say the rentals have pushed up rents for families. Opponents say the rules will hurt tourism.
      "We are not against visitors, we are for neighbors," said Councilwoman Teresa Nakamura.
      The rules take effect March 1. Owners who break them face fines of $500 a night.`,
    quotes: 1,
    speakers: ['Councilwoman Teresa Nakamura'],
  }),
  script({
    id: 'government-water-rates',
    topic: 'government',
    title: 'Water rates going up',
    location: 'Brookside, Tennessee',
    text: `Your water bill in Brookside is going up next year.
      The utility board approved a 9% rate increase to help pay for a $48 million treatment plant upgrade.
      For a typical household, that is about $4.50 more a month.
      The plant is more than 50 years old and has had three main breaks since 2023.
      The new rates show up on bills starting in February.`,
  }),
];
