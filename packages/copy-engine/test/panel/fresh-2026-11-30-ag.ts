import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AG: three long one-sentence wire ledes with attribution and asides
 * in different places, two stories quoting two named speakers each, a high school football result, a
 * council vote with its tally and effective date, an arrest with charges and bond, a winter storm warning
 * with a time window, and a plant opening with jobs. Every person, place, business and figure is invented.
 */
export const freshScriptsAG: CorpusScript[] = [
  script({
    id: 'fresh33-fire-wire-lede-apartment-dryer-vent',
    topic: 'fire',
    title: 'Apartment fire displaces 23 residents on Kestrel Avenue',
    location: 'Ambrose Falls, Ohio',
    text: `A fire that started in a clogged dryer vent tore through a three-story apartment building on Kestrel Avenue late Saturday, displacing 23 residents from 11 units and sending one firefighter to Saint Orla Medical Center with a minor burn to his wrist, Ambrose Falls Fire Marshal Wendell Corrigan said Sunday.
      Crews from three departments needed about two hours to bring the flames under control.
      The Red Cross is helping the displaced families find hotel rooms for the week.
      Damage to the building is estimated at about $640,000.`,
  }),
  script({
    id: 'fresh33-economy-wire-lede-jobless-rate-drops',
    topic: 'economy',
    title: 'Pellham County jobless rate falls to lowest level in two years',
    location: 'Garnet Hollow, Missouri',
    text: `The Pellham County unemployment rate, which had climbed for five straight months as two warehouse operators cut overnight shifts, fell to 4.1 percent in October, according to figures released Tuesday by the state labor department, the lowest reading for the county in two years and well below the statewide rate of 4.8 percent.
      Most of the gains came in health care and construction.
      About 1,900 county residents are still looking for work.
      The November figures are due out in early January.`,
  }),
  script({
    id: 'fresh33-schools-wire-lede-middle-school-bond',
    topic: 'schools',
    title: 'Tamsin Ridge voters to decide middle school bond in March',
    location: 'Tamsin Ridge, Oregon',
    text: `Voters in the Tamsin Ridge School District will decide in March whether to borrow $38.5 million to replace Copperfield Middle School, a 1961 building with a leaking roof and no air conditioning, after the school board agreed Thursday night to put the question on the ballot for the second time in three years.
      The last attempt failed by 212 votes.
      If approved, the bond would cost the owner of a $300,000 home about $96 a year.
      Construction could begin as early as the summer of 2028.`,
  }),
  script({
    id: 'fresh33-health-quotes-mobile-flu-clinic',
    topic: 'health',
    title: 'Mobile flu clinic heads to rural corners of Dorrance County',
    location: 'Wexley Junction, Nebraska',
    text: `A converted delivery van will carry flu and COVID shots to six small towns in Dorrance County over the next month.
      County Health Director Imogen Faraday said vaccination rates in the western half of the county trail the rest of the state by nearly 15 points.
      "We have people driving 40 minutes each way for a flu shot, and a lot of them simply don't go," Faraday said.
      The van will stop at grain elevators, churches and the Wexley Junction feed store.
      Nurse practitioner Colette Amundsen will staff the van three days a week.
      "If folks are already coming to town for feed and fuel, we want to be parked right next to the pumps," Amundsen said.
      The schedule is posted on the county health department website.`,
    quotes: 2,
    speakers: ['Imogen Faraday', 'Colette Amundsen'],
  }),
  script({
    id: 'fresh33-elections-quotes-polling-place-move',
    topic: 'elections',
    title: 'Two Halvering precincts will vote at new community center',
    location: 'Halvering, Michigan',
    text: `Voters in two Halvering precincts will cast ballots at a new location starting with the February special election.
      City Clerk Rosalind Tebbetts said the old polling place at the Moss Street fire hall has no ramp and only one working restroom.
      "We had voters in wheelchairs waiting in the parking lot for a worker to bring a ballot outside," Tebbetts said.
      The precincts will move to the Linwood Community Center, about half a mile away.
      Election inspector Marcus Delahunt has worked the Moss Street site for 16 years.
      "It's going to feel strange at first, but nobody will have to vote in the cold anymore," Delahunt said.
      Postcards with the new address will be mailed to roughly 3,100 registered voters next month.`,
    quotes: 2,
    speakers: ['Rosalind Tebbetts', 'Marcus Delahunt'],
  }),
  script({
    id: 'fresh33-sports-football-herons-regional-final',
    topic: 'sports',
    title: 'Harlow Creek Herons win regional final, advance to state semifinals',
    location: 'Harlow Creek, Iowa',
    text: `The Harlow Creek Herons are headed to the state semifinals for the first time since 2011.
      Harlow Creek beat the Vantage Hill Miners 27-20 Friday night in the Class 2A regional final.
      Senior quarterback Tobias Renfro threw for 214 yards and two touchdowns.
      Junior running back Elijah Okonkwo-Baird added 96 yards on the ground, including the go-ahead score with 3:41 left in the fourth quarter.
      Vantage Hill had a chance to tie the game, but linebacker Caden Shultis broke up a fourth-down pass at the Herons' 18-yard line with 40 seconds to play.
      The Herons improve to 11-1.
      They will face unbeaten Pruett Valley next Friday at 7 p.m. at Lindgren Stadium in Cedar Marsh.`,
  }),
  script({
    id: 'fresh33-government-council-vote-leaf-burning',
    topic: 'government',
    title: 'Brindlewood council bans open leaf burning inside city limits',
    location: 'Brindlewood, Wisconsin',
    text: `Brindlewood residents will no longer be allowed to burn leaves and yard waste inside city limits.
      The city council voted 6-3 Monday night to approve the ban after more than a year of complaints about smoke in residential neighborhoods.
      The ordinance takes effect March 1.
      First-time violators face a $75 fine, rising to $250 for a second offense.
      Council members Gretchen Vollmer, Arturo Pineda and Lyle Hasbrook voted against the measure, arguing the city should first expand its curbside leaf pickup.
      The public works department plans to add two extra collection weeks in the spring and fall at a cost of about $48,000 a year.
      Residents can also drop off yard waste for free at the Orchard Road compost site.`,
  }),
  script({
    id: 'fresh33-crime-arrest-catalytic-converter-thefts',
    topic: 'crime',
    title: 'Man charged in string of catalytic converter thefts',
    location: 'Calder Bay, Washington',
    text: `A Calder Bay man is in jail accused of stealing catalytic converters from more than a dozen vehicles over the past two months.
      Police arrested Dorian Pask, 34, early Wednesday in the parking lot of the Westmark Plaza shopping center.
      Officers say they found a battery-powered saw and three converters in the trunk of his car.
      Pask is charged with 14 counts of second-degree theft, one count of possession of burglary tools and one count of trafficking in stolen property.
      A judge set his bond at $75,000 during a first appearance Thursday afternoon.
      Investigators believe the thefts caused more than $40,000 in damage to cars, delivery vans and a church bus.
      Pask is due back in Lowell County Superior Court on Dec. 14.`,
  }),
  script({
    id: 'fresh33-weather-winter-storm-warning',
    topic: 'weather',
    title: 'Winter storm warning could bring up to 10 inches of snow',
    location: 'Sable Lake, Minnesota',
    text: `A winter storm warning is in effect for Sable Lake and the surrounding counties from 6 p.m. Tuesday until noon Wednesday.
      Forecasters expect 6 to 10 inches of snow, with the heaviest bands falling between midnight and 6 a.m.
      Winds gusting up to 35 miles per hour could cause blowing and drifting snow on open roads.
      Travel is expected to be difficult during the Wednesday morning commute.
      The city of Sable Lake has declared a snow emergency starting at 8 p.m. Tuesday.
      Cars parked on marked snow routes after that time will be towed.
      Plow crews will work 12-hour shifts until all city streets are cleared, and the county says rural roads could take until Thursday.`,
  }),
  script({
    id: 'fresh33-business-cabinet-plant-opening',
    topic: 'business',
    title: 'Cabinet maker to open plant and hire 140 workers',
    location: 'Millbrook Crossing, Tennessee',
    text: `A cabinet manufacturer will open a new plant in Millbrook Crossing next spring, bringing 140 jobs to the area.
      Fennimore Cabinet Works is moving into the former Talbot Paper warehouse on Industrial Parkway, which has sat empty since 2019.
      The company plans to spend about $22 million renovating the 180,000-square-foot building and installing new equipment.
      Most of the jobs will be in production and shipping, with starting pay of about $21 an hour.
      The county agreed to a ten-year property tax break as part of the deal.
      Hiring will begin in February, and the company will hold a job fair at Millbrook Crossing Community College on Feb. 7.
      Fennimore already runs two plants in Kentucky.`,
  }),
];
