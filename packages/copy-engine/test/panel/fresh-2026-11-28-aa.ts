import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AA: long wire ledes, quoted speakers, a sports result, a vote tally, a police story and a scheduled road closure. Every person, place, business and figure is invented.
 */
export const freshScriptsAA: CorpusScript[] = [
  script({
    id: 'fresh27-weather-wire-lede-wind-outages',
    topic: 'weather',
    title: 'Overnight windstorm knocks out power to thousands',
    location: 'Alder Creek, Oregon',
    text: `Wind gusts topping 60 mph, the strongest the area has seen since a March 2019 storm, tore through Kellerman County overnight Tuesday, toppling dozens of trees, knocking out power to roughly 9,400 homes and businesses, including the county courthouse, and forcing two school districts, Alder Creek and Fenwick Valley, to cancel classes Wednesday morning.
      Crews from Cascadia Northern Power expect to restore most customers by Thursday night.
      No injuries were reported.
      A warming center is open at the Alder Creek Grange Hall on Third Street.`,
  }),
  script({
    id: 'fresh27-business-wire-lede-valve-plant',
    topic: 'business',
    title: 'Valve maker to add 180 jobs in $46 million expansion',
    location: 'Sioux Bend, South Dakota',
    text: `Marrowfield Components, a 40-year-old maker of hydraulic valves that already employs about 620 people at its plant off Interstate 29, will add 180 jobs over the next two years under a $46 million expansion announced Thursday, a deal that includes, according to city records, a 10-year property tax abatement approved by the Sioux Bend City Council last month.
      Most of the new positions are in machining and assembly, with starting pay of about $24 an hour.
      Construction on a 90,000-square-foot addition is set to begin in the spring.`,
  }),
  script({
    id: 'fresh27-health-quotes-whooping-cough',
    topic: 'health',
    title: 'Whooping cough cases climb in Oxley County',
    location: 'Granger Hollow, Tennessee',
    text: `The Oxley County Health Department has confirmed 14 cases of whooping cough since early October, most of them among children under 10.
      Health Director Renata Okafor said that is more cases than the county usually sees in a full year.
      "If your child has a cough that won't quit after a week, please don't wait it out," Okafor said.
      Free vaccinations are available at the health department on Mill Street weekdays from 8 a.m. to 4:30 p.m.`,
  }),
  script({
    id: 'fresh27-economy-quotes-rent-report',
    topic: 'economy',
    title: 'Report finds rents up 11% in Carver Lake',
    location: 'Carver Lake, Minnesota',
    text: `Average rent for a two-bedroom apartment in Carver Lake climbed to $1,415 a month this fall, up 11% from a year ago, according to a report from the Tri-Lakes Housing Coalition.
      The report found just 23 vacant units across the city in September.
      Coalition director Paul Etheridge said many renters are now spending more than half their income on housing.
      "People are choosing between rent and groceries, and that is not an exaggeration," Etheridge said.`,
  }),
  script({
    id: 'fresh27-sports-football-quarterfinal',
    topic: 'sports',
    title: 'Hawks rally past Millbrook, advance to state semifinals',
    location: 'Harlan Ridge, Nebraska',
    text: `The Harlan Ridge Hawks are headed to the Class 3A state semifinals after a 28-21 win over Millbrook on Friday night.
      Senior quarterback Eli Brandt threw for two touchdowns and ran for another, including the go-ahead score with 2:14 left in the fourth quarter.
      The Hawks improved to 11-1 on the season.
      They will face top-seeded Cedar Forks next Friday at 7 p.m.`,
  }),
  script({
    id: 'fresh27-government-vote-water-rates',
    topic: 'government',
    title: 'Council approves water rate hike on 5-2 vote',
    location: 'Fairhaven Mills, Ohio',
    text: `The Fairhaven Mills City Council voted 5-2 Tuesday night to raise residential water rates by $6.50 a month starting Jan. 1.
      The money will help pay for a $12 million replacement of water mains, some of which date to the 1920s.
      Council members Gail Prentiss and Omar Velez voted against the increase, saying it would fall hardest on residents with fixed incomes.
      The average household bill will rise to about $58 a month.`,
  }),
  script({
    id: 'fresh27-crime-police-storage-burglary',
    topic: 'crime',
    title: 'Man charged in storage unit break-ins',
    location: 'Weston Falls, Georgia',
    text: `Police say a 29-year-old man is facing burglary charges after a string of break-ins at a self-storage business on Highway 9.
      Officers arrested Dustin Carraway of Weston Falls early Sunday after an employee at Keystone Self Storage spotted him on camera cutting a lock.
      Police say he had bolt cutters and several boxes of stolen electronics in his pickup.
      Carraway is being held at the Tallin County Jail on $15,000 bond.`,
  }),
  script({
    id: 'fresh27-traffic-scheduled-maple-closure',
    topic: 'traffic',
    title: 'Maple Avenue to close for three weeks of sewer work',
    location: 'Linden Prairie, Illinois',
    text: `A half-mile stretch of Maple Avenue between Oak Street and Garrison Road will close to through traffic starting Monday, Dec. 7, for sewer line work.
      The closure is expected to last about three weeks, weather permitting.
      Drivers will be detoured to Jefferson Street.
      Residents and businesses along the route will still have access to their driveways.`,
  }),
];
