import { script } from './script';
import type { CorpusScript } from './script';

/** Long scripts (400 words and more), the kind a producer must cut down to 30 or 60 seconds. */
export const longScripts: CorpusScript[] = [
  script({
    id: 'long-weather-tornado-aftermath',
    topic: 'weather',
    title: 'Tornado aftermath in Cedar Grove',
    location: 'Cedar Grove, Indiana',
    text: `[LIVE: REPORTER AT ELM AND 4TH]
      Cedar Grove is waking up to a long cleanup after a tornado cut across the south side of town late last night.
      The National Weather Service says the tornado was an EF-2, with peak winds of about 125 miles an hour. It stayed on the ground for roughly six miles, from the county fairgrounds to the edge of the Willow Creek subdivision.
      At least 38 homes were damaged. Emergency managers say nine of them are destroyed, and another 15 have major damage.
      Four people were hurt. One of them, a man in his 70s, is in serious condition at Hamlin Regional Medical Center. The other three were treated and released.
      [SOT: Emergency Management Director Carl Jensen]
      "Our first job this morning was to make sure everyone was accounted for, and I am grateful to say they are," said Emergency Management Director Carl Jensen.
      The sirens sounded at 11:42 p.m., about 14 minutes before the tornado touched down. Several families told us they made it to basements and interior closets with only seconds to spare.
      Crews from Hoosier Electric Cooperative are working to restore power to about 4,300 customers. The cooperative expects most of them to have electricity back by Sunday night, but says some homes on the south side could be without power until Tuesday.
      Broken gas lines forced crews to shut off service to parts of Elm Street and Maple Avenue overnight. Gas has since been restored to most of those homes.
      The Cedar Grove school district has canceled classes today. Southside Elementary lost part of its roof, and the district says students there will move to the middle school building for at least two weeks.
      "The building can be fixed, and the kids are safe, and that is what matters," said Superintendent Rachel Owens.
      The Red Cross has opened a shelter at First Baptist Church on Jefferson Street. Volunteers are handing out water, tarps and cleaning supplies at the fairgrounds from 8 a.m. to 6 p.m.
      If you want to help, the county asks you to give money to established charities rather than drive into the damaged area. Sightseers have slowed down the crews trying to clear roads.
      Insurance adjusters are expected in town by Monday. Officials recommend that homeowners take photos of all damage before they start to clean up, and keep receipts for any repairs or hotel stays.
      Governor Elaine Brandt plans to tour the area this afternoon. A state disaster declaration would open the door to low-interest loans and other help for people whose homes were damaged.
      Forecasters say the weekend should be dry and sunny, with highs in the upper 50s, which will help the cleanup.`,
    quotes: 2,
    speakers: ['Emergency Management Director Carl Jensen', 'Superintendent Rachel Owens'],
  }),
  script({
    id: 'long-courts-verdict',
    topic: 'courts',
    title: 'Guilty verdict in nursing home neglect case',
    location: 'Fairhaven, Pennsylvania',
    text: `A jury has found the former owner of a Fairhaven nursing home guilty of neglect in the deaths of three residents.
      After two days of deliberations, the jury convicted 61-year-old Gregory Lang on three counts of involuntary manslaughter and 11 counts of neglect of a care-dependent person.
      Lang owned Hillcrest Manor, a 90-bed home on Orchard Road, until the state shut it down in 2024.
      Prosecutors said Lang cut staff to the bone while the home took in more than $7 million a year in Medicaid and Medicare payments. On some night shifts, they said, a single aide was left in charge of 45 residents.
      The three residents who died, ages 79, 84 and 91, developed infections from bedsores that went untreated for weeks.
      During the three-week trial, jurors heard from more than 30 witnesses, including former nurses who said they begged for more help.
      "I would come in and find people who had not been turned in two days," former nurse Tamika Rhodes testified. "I filed reports. Nothing changed."
      The defense argued that Lang did not run the home day to day and that the state's own inspectors had approved Hillcrest Manor just months before the deaths.
      "Mr. Lang trusted the people he hired, and the system told him everything was fine," defense attorney Paul Whitaker said in his closing argument.
      The jury did not agree. Lang showed no visible reaction as the verdicts were read.
      Family members of the residents filled two rows of the courtroom. Some of them cried and hugged after the verdict.
      "My mother worked hard her whole life, and she deserved dignity at the end of it," said Donna Keller, whose 84-year-old mother died at the home.
      Lang faces up to 35 years in prison. Sentencing is set for February.
      The state attorney general's office says the case is one of the largest nursing home neglect prosecutions in state history. It has also filed a civil suit seeking to recover about $2.6 million in public money.
      Since the home closed, the state has added 12 inspectors and now makes unannounced night visits to nursing homes, a change that advocates for older people had sought for years.
      Hillcrest Manor's former residents were moved to other homes in the region. The building on Orchard Road is for sale.
      Lang remains free on bond until his sentencing, but the judge ordered him to surrender his passport.`,
    quotes: 4,
    speakers: ['Paul Whitaker', 'Donna Keller'],
  }),
  script({
    id: 'long-elections-roundup',
    topic: 'elections',
    title: 'Election night roundup',
    location: 'Hamlin County, Indiana',
    text: `Voters across Hamlin County made their choices today, and here is where the races stand with all 64 precincts reporting.
      In the race for county commissioner, District 2, Republican Wayne Tillman defeated Democrat Maria Esposito. Tillman finished with 11,842 votes, or 54.1 percent, to Esposito's 10,049, or 45.9 percent. Tillman replaces longtime commissioner Harold Briggs, who retired after 20 years.
      The sheriff's race was much closer. Incumbent Sheriff Dale Morrow held on by just 486 votes out of more than 41,000 cast. Morrow had 20,761 votes to 20,275 for challenger Keisha Banks, a former state trooper. Because the margin is under half a percent, Banks can ask for a recount, and her campaign says it is considering one.
      In Cedar Grove, voters approved a $24 million bond to build a new fire station and replace two aging fire trucks. The measure passed with 61 percent of the vote. It will add about $38 a year to the tax bill on a home valued at $200,000.
      The Lakeside school district's operating levy also passed, 52 percent to 48 percent. That levy renews existing taxes for five more years, so it does not raise rates.
      Two Cedar Grove city council seats changed hands. Newcomers Amir Patel and Linda Choi won the at-large seats, unseating incumbents Gary Holt and Susan Meyer. Patel led all candidates with 6,310 votes.
      Turnout countywide was about 47 percent. That is lower than the 62 percent who voted in the last presidential election, but higher than the 41 percent in the last midterm.
      The county clerk's office reports that about 18,000 people voted early, either in person or by mail, a record for a non-presidential year.
      There were a few problems. Two voting machines at the Fairview Township hall stopped working this morning, and voters there filled out paper ballots for about an hour while technicians made repairs. The clerk says every one of those ballots was counted.
      Provisional ballots still need to be reviewed, and about 700 mail ballots that arrived today still need to be checked against voter signatures. The clerk expects to finish that work by Friday.
      The results will not be official until the county election board certifies them on November 18th.
      We will have complete results and reaction from the winners throughout the morning, and on our website.`,
  }),
  script({
    id: 'long-government-budget-hearing',
    topic: 'government',
    title: 'Packed hearing on county budget cuts',
    location: 'Riverton, Texas',
    text: `More than 300 people packed the Riverton County commissioners' meeting tonight to speak out against proposed budget cuts.
      The county is facing a $19 million shortfall in its $412 million budget. County staff blame slower growth in property values, a jump in jail medical costs and the end of federal pandemic money.
      The proposal on the table would close two of the county's seven library branches, cut library hours by 20 percent, eliminate 85 county jobs and reduce bus service on six rural routes.
      For more than three hours, speakers lined up at the microphone. Most of them came to defend the libraries.
      "The library is where my son learned to read, and it is where I learned to use a computer to apply for jobs," said Lucia Herrera, who lives near the Northside branch, one of the two that would close.
      Others spoke up for the bus routes. Several older residents said the buses are the only way they can get to medical appointments and the grocery store.
      County Judge Raymond Castillo said the commissioners have no good choices left.
      "We have already cut travel, we have frozen hiring, and we have delayed every project we could. What is left is services people use every day," Castillo said.
      One commissioner, Evelyn Park, proposed a different plan. She wants to raise the property tax rate by a little more than one cent per $100 of value. That would bring in about $11 million and cost the owner of a median-priced home about $32 a year.
      State law would require voter approval if the increase goes over 3.5 percent of last year's revenue. Park says her plan stays under that limit.
      The sheriff's office also asked commissioners not to cut deeper into its budget. The sheriff says the jail is already short 40 detention officers, and that overtime costs topped $6 million last year.
      Commissioners did not vote tonight. They will hold a second public hearing on September 9th and must adopt a budget by the end of that month, when the fiscal year begins.
      Library supporters say they will be back. A group called Friends of Riverton Libraries has collected more than 2,600 signatures on a petition and plans to bring it to the next hearing.
      Union leaders representing county workers say many of the 85 jobs on the list are already vacant, but that at least 30 people could lose their jobs if the cuts go through as proposed.
      A county spokesperson says written comments can be sent through the county website until September 5th.`,
    quotes: 2,
    speakers: ['Lucia Herrera', 'Castillo'],
  }),
];
