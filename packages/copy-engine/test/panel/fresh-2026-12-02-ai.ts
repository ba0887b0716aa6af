import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AI: two long wire ledes, a two-speaker zoning fight, a football semifinal, a bond vote, a verdict, a snow forecast, plant layoffs, a two-sentence brief and a school phone policy. Every person, place, business and figure is invented.
 */
export const freshScriptsAI: CorpusScript[] = [
  script({
    id: 'fresh35-traffic-wire-lede-bridge-inspection',
    topic: 'traffic',
    title: 'Cracked beams close Tillman Creek Bridge indefinitely',
    location: 'Harwick Falls, Ohio',
    text: `The Tillman Creek Bridge, a 1958 steel truss span that carries about 9,400 vehicles a day between Harwick Falls and the village of Orrin, will stay closed indefinitely after inspectors found cracked support beams beneath its eastern deck, the Ohio Department of Transportation said Thursday, sending commuters on a detour that adds roughly 14 miles to the trip.
      Inspectors found the cracks during a routine review Tuesday.
      A temporary repair would cost about $1.2 million, but engineers have not decided whether to fix the span or replace it.
      School buses serving Orrin Elementary will use the detour starting Friday.
      Emergency vehicles will be staged on both sides of the creek while the bridge is closed.`,
  }),
  script({
    id: 'fresh35-fire-wire-lede-chlorine-leak',
    topic: 'fire',
    title: 'Chlorine leak at pool supply warehouse keeps neighbors indoors',
    location: 'Marrow Bend, Louisiana',
    text: `About 200 residents of the Birchwood Terrace neighborhood were ordered to stay indoors for nearly three hours Tuesday afternoon after a valve failed on a storage tank at Calloway Pool Supply, releasing a cloud of chlorine gas that drifted across Kessler Avenue, fire officials in Marrow Bend said, adding that two employees were taken to a hospital with breathing problems.
      Hazmat crews from the Marrow Bend Fire Department capped the leak by about 4:30 p.m.
      The shelter-in-place order was lifted at 5 p.m. after air monitors found no chlorine left in the neighborhood.
      Both employees were listed in stable condition Tuesday night.
      The Louisiana Department of Environmental Quality is investigating.`,
  }),
  script({
    id: 'fresh35-government-quotes-apartment-zoning',
    topic: 'government',
    title: 'Bowling alley apartment plan packs planning hearing',
    location: 'Fenwick Harbor, Oregon',
    text: `A plan to build 96 apartments on the former Delmar Lanes bowling alley site drew more than 150 people to a Fenwick Harbor Planning Commission hearing Wednesday night.
      Developer Aurelio Brandt, president of Brandt Hollow Partners, told commissioners the project would ease the city's housing shortage.
      "We have teachers and nurses driving 40 minutes to work here because they can't find a place to rent," Brandt said.
      Neighbors on Pruitt Street say the four-story building would tower over their single-family homes and flood the street with traffic.
      Commission Chair Loretta Vance-Okafor said the panel will not vote until a city traffic study is finished.
      "Nobody on this commission is going to decide this without the numbers in front of us," Vance-Okafor said.
      The traffic study is due in January.`,
    quotes: 2,
    speakers: ['Aurelio Brandt', 'Loretta Vance-Okafor'],
  }),
  script({
    id: 'fresh35-sports-result-football-semifinal',
    topic: 'sports',
    title: 'Ridgeline rallies past Sutter Crossing, heads to 4A title game',
    location: 'Caddo Springs, Oklahoma',
    text: `The Ridgeline Hawks will play for a state football title for the first time since 1994 after beating Sutter Crossing 35-28 in Friday night's Class 4A semifinal.
      Senior quarterback Davion Merritt threw for 284 yards and three touchdowns and ran for another score.
      His 41-yard pass to Keegan Holt with 1:52 left broke a 28-28 tie.
      Sutter Crossing ends its season at 11-2.
      Ridgeline, now 13-0, meets Bramwell Heights in the championship game Dec. 12 at Oxbow Stadium in Caddo Springs.`,
  }),
  script({
    id: 'fresh35-elections-result-school-bond',
    topic: 'elections',
    title: 'Pinecrest Valley voters approve middle school bond on third try',
    location: 'Pinecrest Valley, Wisconsin',
    text: `Voters in the Pinecrest Valley School District approved a $48 million bond Tuesday to replace the district's aging middle school.
      The measure passed 6,214 to 4,871, or about 56 percent to 44 percent, according to unofficial results from the Lorne County clerk's office.
      It was the district's third try in five years; a 2022 proposal failed by 312 votes.
      Construction could begin in spring 2028, with the new building opening in fall 2030.
      The county board of canvassers plans to certify the results Dec. 15.`,
  }),
  script({
    id: 'fresh35-courts-verdict-church-treasurer',
    topic: 'courts',
    title: 'Former church treasurer convicted of stealing $310,000',
    location: 'Wren Hollow, Pennsylvania',
    text: `A Hadley County jury took less than four hours Thursday to convict a former church treasurer of stealing more than $310,000 from his congregation over six years.
      Gerald Ashby, 62, of Wren Hollow, was found guilty of one count of theft by deception and 14 counts of forgery.
      Prosecutors said Ashby wrote checks to himself from the accounts of St. Brendan's Lutheran Church between 2018 and 2024 and used the money to pay gambling debts and a boat loan.
      He faces up to 20 years in prison.
      Judge Mariela Costigan set sentencing for Feb. 9 and allowed Ashby to remain free on bond until then.`,
  }),
  script({
    id: 'fresh35-weather-forecast-winter-storm',
    topic: 'weather',
    title: 'Six to 10 inches of snow expected Wednesday night into Thursday',
    location: 'Vellmar Lakes, Minnesota',
    text: `A winter storm moving in from the west is expected to drop 6 to 10 inches of snow on the Vellmar Lakes area between 4 p.m. Wednesday and noon Thursday, the National Weather Service said.
      A winter storm warning is in effect for Tessaly, Orlund and Marchbank counties.
      Forecasters say the heaviest snow should fall overnight, at rates of up to 2 inches an hour.
      Wind gusts up to 35 mph could cause blowing and drifting snow, especially on open stretches of Highway 9.
      City plow crews will begin pretreating main streets Wednesday morning.
      Temperatures are expected to fall into the single digits by Friday.`,
  }),
  script({
    id: 'fresh35-economy-layoffs-cabinet-plant',
    topic: 'economy',
    title: 'Harrowgate Cabinet to close Sable Ridge plant, cutting 240 jobs',
    location: 'Sable Ridge, South Carolina',
    text: `Harrowgate Cabinet Co. will lay off 240 workers in Sable Ridge when it ends production at its plant there March 31, the company said in a notice filed with the state Tuesday.
      The plant, which opened in 1987, makes kitchen cabinets for home builders across the Southeast.
      Company officials blamed a 30 percent drop in orders since 2024, as higher mortgage rates slowed new home construction.
      Production will move to Harrowgate's larger plant in Dunleigh, Georgia, about 180 miles away.
      Affected workers will be offered transfers or severance of one week's pay for each year worked.
      The layoffs amount to nearly one in eight manufacturing jobs in Sable Ridge, according to the Quarry County economic development office.`,
  }),
  script({
    id: 'fresh35-health-brief-flu-clinic',
    topic: 'health',
    title: 'Free flu shots Saturday in Quillan Falls',
    location: 'Quillan Falls, Iowa',
    text: `The Corliss County Health Department will give free flu shots Saturday from 9 a.m. to 1 p.m. at the Quillan Falls Community Center on Lamont Road.
      No appointment is needed, and shots are available to anyone 6 months or older while supplies last.`,
  }),
  script({
    id: 'fresh35-schools-decision-phone-ban',
    topic: 'schools',
    title: 'Marisco Unified bans cellphones during the school day starting Jan. 5',
    location: 'Marisco, California',
    text: `Starting Jan. 5, students in the Marisco Unified School District will not be allowed to use cellphones during the school day, under a policy the school board approved 5-2 Monday night.
      The rule applies to all 14 of the district's schools, from kindergarten through 12th grade.
      Students must keep phones turned off and stored in lockers or backpacks from the first bell until dismissal.
      A phone taken for a first violation will be held in the main office until the end of the day; after a third violation, a parent must pick it up.
      The district will spend about $86,000 on lockable pouches for its three high schools.
      The two board members who voted no said parents need to be able to reach their children in an emergency.`,
  }),
];
