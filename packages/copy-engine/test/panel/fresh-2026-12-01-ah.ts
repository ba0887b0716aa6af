import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AH: two long wire ledes, a two-speaker school story, a football result, a levy tally, a sentencing, a winter storm warning, layoffs, a fire brief and an unquoted council decision. Every person, place, business and figure is invented.
 */
export const freshScriptsAH: CorpusScript[] = [
  script({
    id: 'fresh34-traffic-wire-lede-median-crash',
    topic: 'traffic',
    title: 'Deadly crossover crash closes Route 118 north of Marlow Junction',
    location: 'Marlow Junction, South Dakota',
    text: `A pickup truck crossed the median on Route 118 north of Marlow Junction late Sunday and struck a northbound semitrailer head-on, killing the pickup's driver and injuring two people in a passing minivan, the South Dakota Highway Patrol said Monday, a crash that closed the northbound lanes for nearly five hours while crews cleared spilled diesel from the pavement.
      The pickup's driver, a 58-year-old man from Pell Creek, died at the scene.
      The two people in the minivan were taken to Prairie Hollow Medical Center with injuries that are not considered life-threatening.
      The driver of the semitrailer was not hurt.
      Troopers have not said why the pickup crossed the median.
      The man's name will be released after his family is notified.`,
  }),
  script({
    id: 'fresh34-health-wire-lede-hospital-cuts',
    topic: 'health',
    title: 'Haskett Vale hospital to end baby deliveries and close ICU',
    location: 'Haskett Vale, Nebraska',
    text: `Haskett Vale Regional Hospital, the only hospital within 60 miles for most of Brassfield County, will stop delivering babies at the end of February and close its six-bed intensive care unit, hospital officials announced Tuesday, citing a shortage of nurses and about $4.2 million in operating losses over the past two years.
      Expectant mothers will be referred to Linwood Memorial Hospital in Garrow City, about an hour's drive east.
      Patients who need intensive care will be stabilized in the emergency room and then transferred.
      The emergency room, clinics and surgery department will stay open.
      The hospital delivered 212 babies last year.
      About 35 employees work in the two units, and hospital leaders say most of them will be offered other jobs in the system.`,
  }),
  script({
    id: 'fresh34-schools-quotes-elementary-closing',
    topic: 'schools',
    title: 'Fenwick Hollow board votes to close Alder Street Elementary',
    location: 'Fenwick Hollow, Ohio',
    text: `The Fenwick Hollow school board voted 5-2 Monday night to close Alder Street Elementary at the end of the school year.
      The building's 190 students will move to Northgate Elementary, about two miles away.
      Superintendent Dana Whitcombe said falling enrollment and a $1.8 million bill to replace the roof left the district with few choices.
      "We cannot keep pouring money into a building that is half empty," Whitcombe said.
      Parent Teacher Organization president Luis Carbajal, whose two children attend Alder Street, asked the board to wait another year.
      "These kids are losing the school that holds their whole neighborhood together," Carbajal said.
      The district plans to put the building up for sale next summer.`,
    quotes: 2,
    speakers: ['Dana Whitcombe', 'Luis Carbajal'],
  }),
  script({
    id: 'fresh34-sports-result-football-semifinal',
    topic: 'sports',
    title: 'Callow Ridge wins in overtime, heads to 3A title game',
    location: 'Callow Ridge, Iowa',
    text: `The Callow Ridge Falcons are headed to the Class 3A state championship game after beating Millbrook Valley 28-21 in overtime Friday night.
      Millbrook Valley tied the game at 21 with 42 seconds left in regulation on a 35-yard field goal.
      Senior quarterback Devin Ashcroft scored on a 6-yard keeper on the first possession of overtime.
      The Falcons' defense then stopped the Wolverines on fourth down at the 9-yard line to end it.
      Head coach Marcus Bellamy said his players stayed calm after giving up the tying kick.
      "We told them the game was just getting started," Bellamy said.
      Callow Ridge, now 13-0, will play defending champion Lakeshore Prep for the title Dec. 12 at Tessler Field in Granbury Falls.`,
    quotes: 1,
    speakers: ['Marcus Bellamy'],
  }),
  script({
    id: 'fresh34-elections-tally-fire-levy',
    topic: 'elections',
    title: 'Brindle Township fire levy passes by 38 votes',
    location: 'Brindle Township, Ohio',
    text: `Voters in Brindle Township approved a property tax levy for fire and ambulance service Tuesday by just 38 votes.
      Unofficial results from the Marsh County Board of Elections show 2,114 votes in favor and 2,076 against.
      The 3.5-mill levy will raise about $910,000 a year for five years.
      Fire Chief Ray Dunleavy had warned that without the money the township would have to cut one of its two ambulance crews.
      A similar levy failed by about 300 votes in May.
      The county expects to certify the results later this month.`,
  }),
  script({
    id: 'fresh34-courts-sentencing-league-treasurer',
    topic: 'courts',
    title: 'Former youth soccer treasurer gets four years for theft',
    location: 'Ashby Lake, Minnesota',
    text: `A Halvorsen County judge on Thursday sentenced a former youth soccer league treasurer to four years in prison for stealing more than $212,000 from the league.
      Karen Meadowcroft, 52, of Ashby Lake, pleaded guilty in September to theft and forgery.
      Prosecutors said she wrote herself 87 checks over six years and spent the money on vacations, car payments and online shopping.
      District Judge Thomas Ridley also ordered her to pay back the full amount.
      "The children in this league paid for your vacations," Ridley told her before announcing the sentence.
      Meadowcroft was taken into custody at the end of the hearing.`,
    quotes: 1,
    speakers: ['Thomas Ridley'],
  }),
  script({
    id: 'fresh34-weather-alert-winter-storm',
    topic: 'weather',
    title: 'Winter storm warning: 6 to 10 inches of snow for Ossley and Marrow counties',
    location: 'Tamsworth, Michigan',
    text: `The National Weather Service has issued a winter storm warning for Ossley and Marrow counties from 6 p.m. Wednesday until noon Thursday.
      Forecasters expect 6 to 10 inches of snow, with up to a foot possible on higher ground west of Tamsworth.
      Wind gusts up to 35 miles an hour could cause blowing and drifting snow and make travel nearly impossible overnight.
      The heaviest snow is expected between midnight and 6 a.m. Thursday.
      Tamsworth public works crews will begin treating main roads Wednesday afternoon.
      City officials are asking residents to move their cars off snow emergency routes by 5 p.m. Wednesday.`,
  }),
  script({
    id: 'fresh34-business-layoffs-window-plant',
    topic: 'business',
    title: 'Window frame maker to lay off 140 in Wexley',
    location: 'Wexley, Pennsylvania',
    text: `Harlan-Pryce Manufacturing will lay off 140 workers at its Millrace Road plant in Wexley by the end of March, according to a notice the company filed with the state Friday.
      The plant makes aluminum window frames for home builders.
      The company blamed a slowdown in new home construction and said it will move part of the work to a larger plant it runs in Tennessee.
      The cuts will leave about 260 people working at the Wexley plant, down from 400.
      Laid-off workers will receive severance pay and help finding new jobs through the county workforce center.
      The plant has operated in Wexley since 1986.`,
  }),
  script({
    id: 'fresh34-fire-brief-vacant-house',
    topic: 'fire',
    title: 'BRIEF: Fire damages vacant Quarry Street house',
    location: 'Dorrance Mills, West Virginia',
    text: `Firefighters in Dorrance Mills put out a fire that badly damaged a vacant house on Quarry Street early Saturday.
      No one was hurt, and the state fire marshal's office is investigating the cause.`,
  }),
  script({
    id: 'fresh34-government-no-quotes-parking-fees',
    topic: 'government',
    title: 'Paid parking coming to downtown Pellham Bay Jan. 1',
    location: 'Pellham Bay, Oregon',
    text: `Starting Jan. 1, drivers will pay $2 an hour to park in downtown Pellham Bay under a plan the city council approved Tuesday night.
      The council voted 6-1 to install 14 pay stations along Main and Harbor streets, replacing free two-hour parking.
      The city expects the fees to bring in about $180,000 a year, money set aside for repaving downtown streets and adding lighting.
      Parking will stay free on Sundays and holidays.
      Ticketing will not begin until Feb. 1, and drivers who do not pay during January will get warning notices instead.
      Downtown residents can buy a yearly parking permit for $60.`,
  }),
];
