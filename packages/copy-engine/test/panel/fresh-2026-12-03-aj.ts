import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AJ: two long wire ledes, a pair of disagreeing speakers, a sports result, a vote tally, a sentencing, a weather outlook, a jobs story, a two-sentence brief and a schools story with a parent's quote. Every person, place, business and figure is invented.
 */
export const freshScriptsAJ: CorpusScript[] = [
  script({
    id: 'fresh36-fire-wire-lede-warehouse-blaze',
    topic: 'fire',
    title: 'Overnight warehouse fire spreads to neighboring body shop',
    location: 'Cradlewick, Ohio',
    text: `A two-alarm fire that broke out in a vacant furniture warehouse on the north side of Cradlewick shortly before 3 a.m. burned for more than four hours before crews from three departments brought it under control, fire officials said Tuesday, adding that the flames spread to the roof of a neighboring auto body shop and that no one was inside either building.
      One firefighter was treated for heat exhaustion at the scene.
      Damage is estimated at $1.2 million.
      The state fire marshal's office is investigating the cause.`,
  }),
  script({
    id: 'fresh36-government-wire-lede-utility-refund',
    topic: 'government',
    title: 'Utility board suspends rate hike and promises refunds',
    location: 'Tarnbury, Oregon',
    text: `After a month of packed meetings and hundreds of complaints from customers who saw their November heating bills nearly double, the Tarnbury Public Utility Board voted 4-1 Monday night to suspend a 17 percent rate increase that took effect Nov. 1 and to refund the difference to about 12,600 residential accounts by the end of January.
      The average refund will be about $38.
      Commercial customers are not included.
      The board plans to review the utility's budget again in March.`,
  }),
  script({
    id: 'fresh36-traffic-quotes-roundabout-dispute',
    topic: 'traffic',
    title: 'Roundabout plan splits county engineer and shop owners',
    location: 'Wexcombe, Iowa',
    text: `A plan to replace the four-way stop at Bellweather Road and Second Street with a roundabout is drawing pushback from business owners downtown.
      County engineer Raymond Voskuhl says the intersection has seen 23 crashes in the past five years.
      "A roundabout slows everybody down to about 20 miles an hour, and that is what saves lives," Voskuhl said.
      Lucinda Ferrante, who owns the Copper Spoon bakery on the corner, says the $2.4 million project would cost her most of her parking.
      "They are fixing a problem on paper and creating a real one for every shop on this block," Ferrante said.
      Supervisors will take public comment on the plan at 6 p.m. Thursday.`,
    quotes: 2,
    speakers: ['Raymond Voskuhl', 'Lucinda Ferrante'],
  }),
  script({
    id: 'fresh36-sports-result-quarterfinal-win',
    topic: 'sports',
    title: 'Quillmont rallies past Ashgrove Bend in quarterfinal',
    location: 'Quillmont, Nebraska',
    text: `The Quillmont Wolverines scored 17 points in the fourth quarter to beat the Ashgrove Bend Chargers 31-24 in the Class B state quarterfinals Friday night.
      Senior running back Dario Whitlock ran for 186 yards and three touchdowns, including the go-ahead score with 1:42 left.
      Quillmont improves to 11-1 on the season.
      The Wolverines face top-seeded Harrowgate Center in the semifinals next Friday at 7 p.m. at Lindqvist Field.`,
  }),
  script({
    id: 'fresh36-elections-tally-school-bond',
    topic: 'elections',
    title: 'Voters narrowly approve $48.5 million school bond',
    location: 'Lake Vendry, Minnesota',
    text: `Voters in the Lake Vendry School District approved a $48.5 million bond Tuesday to build a new middle school and replace the roof at the high school.
      Unofficial results show 3,412 votes in favor and 2,967 against, a margin of 445 votes, or about 53 percent to 47 percent.
      It was the district's third try in six years after bond requests failed in 2021 and 2024.
      Turnout was just under 38 percent.
      The county canvassing board will certify the results Dec. 9.`,
  }),
  script({
    id: 'fresh36-courts-sentencing-fatal-crash',
    topic: 'courts',
    title: 'Driver gets 12 years for fatal crash on Route 40',
    location: 'Brannock Hills, Tennessee',
    text: `A 34-year-old Brannock Hills man was sentenced Wednesday to 12 years in prison for a crash that killed a 19-year-old college student last spring.
      Corwin Ashby pleaded guilty in October to vehicular homicide by intoxication.
      Prosecutors say his blood alcohol level was 0.16 percent, twice the legal limit, when his pickup crossed the center line on Route 40 on April 6.
      Ashby will not be eligible for parole for at least eight years.
      His driver's license was revoked for life.`,
  }),
  script({
    id: 'fresh36-weather-outlook-overnight-snow',
    topic: 'weather',
    title: 'Winter storm warning brings 4 to 8 inches of snow overnight',
    location: 'Corlan Gap, Colorado',
    text: `A winter storm warning is in effect for Corlan Gap and the rest of the Upper Sedge Valley from 10 p.m. Thursday until 4 p.m. Friday.
      Forecasters expect 4 to 8 inches of snow in town, with up to 14 inches above 9,000 feet.
      Winds gusting to 35 miles an hour could cause blowing snow and near-zero visibility on Highway 117 during the Friday morning commute.
      Temperatures will fall into the single digits by Saturday morning.`,
  }),
  script({
    id: 'fresh36-business-jobs-plant-expansion',
    topic: 'business',
    title: 'Parts maker to add 140 jobs in $18 million expansion',
    location: 'Halverick, South Carolina',
    text: `Harwell Precision Components plans to add 140 jobs at its Halverick plant as part of an $18 million expansion announced Monday.
      The company makes brake and steering parts for farm equipment and currently employs 310 people on Quarry Road.
      Starting pay for the new production jobs will be $22.50 an hour, about 30 percent above the county's median wage.
      Hiring is expected to begin in February, with the new assembly line running by fall 2027.`,
  }),
  script({
    id: 'fresh36-health-brief-flu-clinic',
    topic: 'health',
    title: 'Free flu shot clinic Saturday',
    location: 'Dunscarrow, Indiana',
    text: `The Dunscarrow County Health Department will give free flu shots Saturday from 9 a.m. to 1 p.m. at the Maple Hollow Community Center on Fenwick Avenue.
      No appointment is needed, and children 6 months and older are eligible.`,
  }),
  script({
    id: 'fresh36-schools-quote-bus-route-change',
    topic: 'schools',
    title: 'Parents push back on plan to cut rural bus stops',
    location: 'Peverell Junction, Wisconsin',
    text: `Parents in the Peverell Junction School District are questioning a plan to combine 27 rural bus stops into nine central pickup points starting next semester.
      District officials say the change would save about $210,000 a year and shorten the longest routes by 25 minutes.
      Parent Marisol Dunkirk says her two children would have to walk nearly a mile along a county road with no shoulder to reach the new stop.
      "I'm not sending a second grader down Orchard Line Road in the dark in January," Dunkirk said.
      The school board is scheduled to vote on the plan at its Jan. 12 meeting.`,
    quotes: 1,
    speakers: ['Marisol Dunkirk'],
  }),
];
