import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set V: long wire ledes, quoted speakers, sports results, a council vote tally, police-attributed crime copy, and a short brief. Every person, place, business and figure is invented.
 */
export const freshScriptsV: CorpusScript[] = [
  script({
    id: 'fresh22-fire-wire-lede-storefront-blaze',
    topic: 'fire',
    title: 'Late-night fire destroys bakery, shoe repair shop',
    location: 'Brisco Mills, Kansas',
    text: `Just before 11 p.m. Saturday, a two-alarm fire swept through a strip of storefronts on Lantern Avenue in downtown Brisco Mills, destroying a bakery and a shoe repair shop and damaging three apartments upstairs, according to Fire Chief Marisol Tenney, who said 34 firefighters from three departments needed about four hours to put out the flames.
      Five residents, including a 6-year-old girl, were displaced.
      Damage is estimated at $1.2 million.`,
  }),
  script({
    id: 'fresh22-business-wire-lede-outfitter-flagship',
    topic: 'business',
    title: 'Sporting goods chain to close downtown flagship',
    location: 'Dunmarsh Lake, North Carolina',
    text: `Tresswell Outfitters, a 64-year-old sporting goods chain based in Dunmarsh Lake that operates 19 stores across three states, will close its downtown flagship on Jan. 31 and move its headquarters to a smaller office park on Route 12, a decision the company says will save about $2.4 million a year in rent and upkeep.
      About 85 employees work at the flagship.
      Most will be offered jobs at other stores, the company said.`,
  }),
  script({
    id: 'fresh22-health-wire-lede-school-absences',
    topic: 'health',
    title: 'Flu and strep keep more than 1,100 students home',
    location: 'Fallon Creek, Colorado',
    text: `More than 1,100 students in the Fallon Creek School District have missed class since Nov. 10 because of a wave of flu and strep throat cases, county health officials said Monday, adding that absences at two elementary schools topped 18 percent last week and urging families to keep sick children home for at least 24 hours after a fever breaks.
      No schools have closed.
      Free flu shots are available at the county health department on weekdays from 8 a.m. to 4 p.m.`,
  }),
  script({
    id: 'fresh22-schools-quotes-school-nurses',
    topic: 'schools',
    title: 'Board adds full-time nurse at every elementary school',
    location: 'Kelvale, New Mexico',
    text: `The Kelvale School Board voted Tuesday to add a full-time nurse at each of its four elementary schools starting next fall, at a cost of about $310,000 a year.
      Superintendent Renata Vollmer, 53, said nurses now split time between buildings and are sometimes 20 minutes away when a child needs help.
      "A parent should never have to wonder who is looking after their kid," she said.
      School nurse Carol Abernathy, 59, who covers two schools, said she sees as many as 40 students on a busy day.
      "Some days I eat lunch in my car between buildings," Abernathy said.`,
  }),
  script({
    id: 'fresh22-economy-quotes-food-pantry',
    topic: 'economy',
    title: 'Food pantry demand up 27 percent ahead of holidays',
    location: 'Tamsey Point, Connecticut',
    text: `Demand at the Tamsey Point Community Food Pantry has jumped 27 percent since September, and shelves are running low ahead of the holidays.
      Executive Director Marcus Oyelaran, 47, said the pantry served 2,340 families in October, up from 1,840 a year earlier.
      "We are seeing people who used to donate to us now standing in line," Oyelaran said.
      Volunteer coordinator Denise Fairbairn, 38, said the pantry most needs canned protein, cereal and diapers.
      "Even one bag makes a difference," Fairbairn said.
      The pantry will hold a holiday food drive Dec. 13 from 10 a.m. to 2 p.m.`,
  }),
  script({
    id: 'fresh22-sports-statline-girls-basketball',
    topic: 'sports',
    title: 'Costigan posts double-double as Bellhaven tops Corbett Valley',
    location: 'Bellhaven, South Dakota',
    text: `Maya Costigan scored 27 points and pulled down 14 rebounds Thursday night as Bellhaven beat Corbett Valley 61-49 in the girls basketball season opener.
      Costigan, a 6-foot-1 junior, made 11 of her 16 shots.
      The Falcons pulled away with a 17-4 run early in the fourth quarter.
      Bellhaven hosts Marrick on Tuesday at 7 p.m.`,
  }),
  script({
    id: 'fresh22-sports-score-football-quarterfinal',
    topic: 'sports',
    title: 'Greer Valley rallies past Ashmont 35-31 in quarterfinals',
    location: 'Greer Valley, Alabama',
    text: `Greer Valley rallied from a 14-point deficit to beat Ashmont 35-31 Friday night in the Class 3A state quarterfinals.
      Quarterback Tyrese Whitlow threw the go-ahead 18-yard touchdown pass with 42 seconds left.
      The Rams, now 11-2, will play Dec. 5 for a spot in the state final.`,
  }),
  script({
    id: 'fresh22-government-council-vote-parking-meters',
    topic: 'government',
    title: 'Council votes 5-2 to raise downtown parking rates',
    location: 'Marlow Springs, Virginia',
    text: `The Marlow Springs City Council voted 5-2 Monday night to raise downtown parking meter rates from $1 to $1.75 an hour starting Feb. 1.
      The increase is expected to bring in about $420,000 a year.
      Council members Ana Pruitt and Glen Hofstadter voted no.
      Meters will run from 9 a.m. to 6 p.m. Monday through Saturday.`,
  }),
  script({
    id: 'fresh22-crime-police-say-credit-union-robbery',
    topic: 'crime',
    title: 'Police say man robbed credit union at gunpoint',
    location: 'Hadley Cove, Nevada',
    text: `Police say a 41-year-old man robbed a credit union on Ferrand Street at gunpoint shortly before 4 p.m. Wednesday and got away with about $6,800.
      Officers arrested Curtis Dale Renner of Hadley Cove about two hours later at a motel off Interstate 80, police say.
      Police say they found a handgun and most of the cash in his room.
      Renner is charged with armed robbery and is being held on a $250,000 bond.`,
  }),
  script({
    id: 'fresh22-traffic-brief-route-9-bridge',
    topic: 'traffic',
    title: 'Route 9 bridge lanes to close for weekend repairs',
    location: 'Quarry Hill, Massachusetts',
    text: `The eastbound lanes of Route 9 over the Sallow River bridge in Quarry Hill will close from 9 p.m. Friday until 6 a.m. Monday for deck repairs.
      Drivers will be detoured onto Aster Street and Colfax Avenue, and the state transportation department says delays of up to 20 minutes are likely.`,
  }),
];
