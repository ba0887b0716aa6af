import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set Y: long wire ledes, quoted speakers, sports results, a vote tally and a police story. Every person, place, business and figure is invented.
 */
export const freshScriptsY: CorpusScript[] = [
  script({
    id: 'fresh25-traffic-wire-lede-tanker-rollover',
    topic: 'traffic',
    title: 'Tanker rollover shuts down Route 14 for most of the morning',
    location: 'Dunmore Flats, Kansas',
    text: `A tanker truck hauling about 6,000 gallons of liquid fertilizer rolled onto its side on Route 14 east of Dunmore Flats early Monday, spilling part of its load across both lanes and into a roadside ditch, forcing state troopers to close the highway for nearly six hours while hazmat crews pumped the remaining liquid into a second truck.
      The driver, a 47-year-old man from Oakmere, was treated for minor injuries.
      Traffic was detoured onto Sorrel Road until shortly after noon.
      The Kansas Highway Patrol is investigating what caused the crash.`,
  }),
  script({
    id: 'fresh25-schools-wire-lede-boiler-failure',
    topic: 'schools',
    title: 'Boiler failure keeps elementary students home for second day',
    location: 'Larchmont Springs, Vermont',
    text: `Hollis Brook Elementary School, a 68-year-old brick building that serves about 410 students on the west side of Larchmont Springs, will stay closed through Wednesday after its main boiler failed over the weekend, district officials said Monday, adding that a replacement part is not expected to arrive from a supplier in Ohio until late Tuesday.
      Classes will move online in the meantime.
      Free breakfast and lunch will be handed out at the Larchmont Springs Library from 8 to 11 a.m.`,
  }),
  script({
    id: 'fresh25-business-quotes-diner-closing',
    topic: 'business',
    title: 'Downtown diner to close after 54 years',
    location: 'Corvallo Point, Maine',
    text: `The Blue Kettle Diner on Front Street will serve its last breakfast Dec. 21 after 54 years in business.
      Owner Marjorie Lindqvist, 71, said rising food costs and a shortage of cooks made the decision for her.
      "I kept telling myself one more winter, and this is the one more winter," Lindqvist said.
      Regular customer Ted Abernathy, 83, has eaten at the counter nearly every morning since 1979.
      "I don't know where I'm going to get my eggs now," Abernathy said.`,
  }),
  script({
    id: 'fresh25-health-quotes-rural-clinic',
    topic: 'health',
    title: 'Rural clinic reopens with new doctor after yearlong closure',
    location: 'Whitlow Gap, Tennessee',
    text: `The Whitlow Gap Family Clinic reopened Monday for the first time in more than a year, with a new physician and extended weekend hours.
      Dr. Samuel Okonkwo-Reyes, 39, moved from Nashville to take the job.
      "People here were driving 45 minutes just to get a prescription refilled," Okonkwo-Reyes said.
      Clinic board chair Betty Fairclough, 67, said the board spent 14 months searching for a doctor.
      "We about gave up twice, and I'm glad we didn't," Fairclough said.`,
  }),
  script({
    id: 'fresh25-sports-football-semifinal',
    topic: 'sports',
    title: 'Ridgeview rallies past Carver to reach state final',
    location: 'Maple Ford, Indiana',
    text: `Ridgeview High School scored 17 points in the fourth quarter to beat Carver Valley 31-24 in the Class 3A state semifinal Friday night.
      Senior quarterback Eli Brannigan threw for 244 yards and two touchdowns.
      Running back Marcus Dell added the go-ahead score on a 12-yard run with 2:41 left.
      Ridgeview will face Stonebridge Catholic for the state title next Saturday in Indianapolis.`,
  }),
  script({
    id: 'fresh25-sports-volleyball-sweep',
    topic: 'sports',
    title: 'Lady Hawks sweep Pinecrest to win regional volleyball crown',
    location: 'Granger Lake, Minnesota',
    text: `The Granger Lake Lady Hawks swept Pinecrest 25-19, 25-22, 25-16 on Saturday to win the Section 6A volleyball championship.
      Junior outside hitter Tessa Monroe led all players with 18 kills.
      It is the program's first section title since 2014.
      The Lady Hawks improve to 27-4 and open the state tournament Thursday.`,
  }),
  script({
    id: 'fresh25-government-vote-fire-station',
    topic: 'government',
    title: 'Council approves $9.6 million fire station on city south side',
    location: 'Harlan Mesa, New Mexico',
    text: `The Harlan Mesa City Council voted 5-2 Tuesday night to spend $9.6 million on a new fire station on the city's south side.
      The station will be built on a vacant lot at Alvarado Road and Seventh Street.
      Supporters say it will cut response times in the area by about four minutes.
      Council members Ruben Tafoya and Lorraine Beck voted no, saying the city should wait for a bond election.
      Construction could start next fall.`,
  }),
  script({
    id: 'fresh25-crime-police-arrest-pharmacy-robbery',
    topic: 'crime',
    title: 'Police arrest man in pharmacy robbery',
    location: 'Kestrel Bay, Oregon',
    text: `Police say a man robbed the Evergreen Pharmacy on Harbor Avenue at knifepoint Sunday night and ran off with cash and prescription pills.
      Officers arrested 34-year-old Travis Ludlow about an hour later at a bus stop three blocks away.
      No one was hurt.
      Ludlow faces charges of first-degree robbery and unlawful possession of a controlled substance.
      He is being held in the Tasco County Jail on a $150,000 bail.`,
  }),
];
