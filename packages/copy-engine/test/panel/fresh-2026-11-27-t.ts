import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set T: long wire ledes, quoted speakers, sports results, vote tallies, court and crime copy, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsT: CorpusScript[] = [
  script({
    id: 'fresh20-fire-wire-lede-duplex-fire',
    topic: 'fire',
    title: 'Late-night fire destroys duplex, displaces seven',
    location: 'Bramwick, Connecticut',
    text: `Just before 11 p.m. Saturday, a fast-moving fire, which neighbors said began on a back porch, destroyed a two-story duplex on Linden Court in Bramwick, displacing seven people and killing two dogs, according to Battalion Chief Warren Stiles, who said the first crews arrived within six minutes of the 911 call.
      The Red Cross is helping both families.
      Damage is estimated at $180,000.
      The cause remains under investigation.`,
  }),
  script({
    id: 'fresh20-economy-wire-lede-home-sales',
    topic: 'economy',
    title: 'Home sales drop 14 percent as mortgage rates stay high',
    location: 'Linwick, North Carolina',
    text: `In the first nine months of the year, home sales in Tarrow County, where the median price has climbed past $310,000, fell 14 percent compared with the same stretch of 2025, according to a report released Tuesday by the Tarrow Area Realtors Association, which blamed mortgage rates near 7 percent and a shortage of starter homes.
      Just 1,862 homes changed hands through September.
      Listings rose 9 percent over the same period.`,
  }),
  script({
    id: 'fresh20-business-wire-lede-department-store',
    topic: 'business',
    title: 'Empty department store to become apartments and grocery',
    location: 'Corvell Springs, Colorado',
    text: `On the edge of downtown Corvell Springs, a former department store that has sat empty for 12 years will become a 90-unit apartment building with a grocery store on the ground floor, developers announced Wednesday, saying the $27 million project, which still needs final approval from the planning board, could open by the fall of 2028.
      Rents will start at about $1,150 a month.
      The planning board takes up the plan Dec. 14.`,
  }),
  script({
    id: 'fresh20-traffic-wire-lede-parkway-closure',
    topic: 'traffic',
    title: 'Kinnear Parkway westbound closes for weekend bridge demolition',
    location: 'Alder Grove, New Jersey',
    text: `Beginning at 9 p.m. Friday, the westbound lanes of the Kinnear Parkway between Exit 12 and Exit 15, a stretch that carries about 38,000 vehicles a day, will close for the weekend so crews can tear down an old pedestrian bridge, according to the state transportation department, which expects the lanes to reopen by 5 a.m. Monday.
      Traffic will be detoured onto Ridgeline Road.
      Officials suggest allowing an extra 30 minutes.`,
  }),
  script({
    id: 'fresh20-government-wire-lede-sheriff-patrols',
    topic: 'government',
    title: 'Township hands police patrols to sheriff in $1.9 million deal',
    location: 'Quarry Hill, Pennsylvania',
    text: `At a special meeting Thursday night, the Quarry Hill Township Board of Supervisors, which has struggled for two years to fill open police jobs, agreed to contract with the Velmont County Sheriff's Office for patrols starting Jan. 1, according to Township Manager Celia Drummond, who said the three-year deal will cost about $1.9 million.
      That is roughly $400,000 less than running a police department.
      The township's four remaining officers will be offered jobs with the sheriff.`,
  }),
  script({
    id: 'fresh20-schools-quotes-middle-school-bond',
    topic: 'schools',
    title: 'Voters to decide $48 million bond for new middle school',
    location: 'Birchmont, Rhode Island',
    text: `Voters in the Birchmont school district will decide in May whether to borrow $48 million to replace the 71-year-old Corwin Middle School.
      "The roof leaks every time it rains, and the heating system is older than most of our teachers," said Superintendent Marisol Keane.
      Keane said the bond would add about $112 a year to the tax bill on a $200,000 home.
      "I understand that is real money for a lot of families," Keane said.
      The school board voted 5-2 Monday to put the measure on the ballot.`,
  }),
  script({
    id: 'fresh20-health-quotes-maternity-unit',
    topic: 'health',
    title: 'Hospital to close labor and delivery unit Feb. 28',
    location: 'Ambry Falls, Kansas',
    text: `Ambry Falls Memorial Hospital will close its labor and delivery unit on Feb. 28, leaving expectant mothers in Keel County with a 45-minute drive to the nearest birthing center.
      "We simply cannot staff the unit safely with 180 births a year," said hospital President Gregory Anselm.
      Nurse midwife Tamsin Reyes, who has delivered babies at the hospital for 16 years, said the decision will put women at risk.
      "Somebody is going to give birth on the side of Highway 9 this winter," Reyes said.
      Anselm said the hospital will add an ambulance dedicated to transfers.`,
  }),
  script({
    id: 'fresh20-weather-quotes-ice-storm-outages',
    topic: 'weather',
    title: 'Power back for most after ice storm, 2,300 still waiting',
    location: 'Ketterly Mills, West Virginia',
    text: `Crews in Ketterly Mills had restored power to all but 2,300 customers by 6 p.m. Tuesday, two days after an ice storm snapped hundreds of trees and utility poles.
      "We have replaced 84 poles since Sunday, which is more than we usually replace in a year," said Ridgeback Electric Cooperative spokesperson Dana Whitlock.
      Whitlock said the last customers should be back on by Thursday night.
      Retired teacher Emmett Pryor, 72, spent two nights at a warming center at Ketterly Mills High School.
      "The cots were fine, but I missed my own bed and my cat," Pryor said.`,
  }),
  script({
    id: 'fresh20-business-quotes-diner-closing',
    topic: 'business',
    title: 'Blue Kettle Diner to close after 53 years',
    location: 'Oriel Park, Illinois',
    text: `The Blue Kettle Diner on Sawyer Avenue will serve its last breakfast Sunday after 53 years in business.
      "My father opened this place with $6,000 and a used grill, and I never thought I would be the one to lock the door," said owner Ruth Vasquez-Hale, 64.
      Vasquez-Hale said rising rent and food prices made it impossible to keep going.
      Longtime customer Walter Kinsey said he has eaten there nearly every Saturday since 1979.
      "The coffee was never great, but the people were," Kinsey said.`,
  }),
  script({
    id: 'fresh20-sports-statline-girls-basketball',
    topic: 'sports',
    title: 'Okonkwo scores 27 as Hensley wins Thanksgiving Classic',
    location: 'Hensley, Arkansas',
    text: `Maya Okonkwo scored 27 points as Hensley beat Port Tamsin 71-58 Saturday in the final of the Thanksgiving Classic.
      Okonkwo, a junior guard, hit five 3-pointers and added eight rebounds.
      Port Tamsin cut the lead to four early in the fourth quarter before Hensley closed on a 12-3 run.
      Hensley improves to 3-0 and visits Greer Valley on Tuesday at 7:30 p.m.`,
  }),
  script({
    id: 'fresh20-sports-score-hockey-comeback',
    topic: 'sports',
    title: 'Mariners rally in third to beat Stokers 4-3',
    location: 'Marlow Bay, Massachusetts',
    text: `Brennan Koval scored twice in the third period as the Marlow Bay Mariners rallied to beat the Iron Forge Stokers 4-3 Sunday in front of 4,812 fans at Harbor Arena.
      The Mariners trailed 3-1 after two periods.
      Goaltender Petr Salminen stopped 31 of 34 shots.
      Marlow Bay hosts Canton Reach on Friday at 7 p.m.`,
  }),
  script({
    id: 'fresh20-sports-score-volleyball-title',
    topic: 'sports',
    title: 'Cresthaven Christian sweeps to first state volleyball title',
    location: 'Sandmoor, South Dakota',
    text: `Cresthaven Christian swept Lake Orrin 25-19, 25-21, 25-16 on Saturday to win its first state volleyball championship.
      Senior outside hitter Brooke Aldana led the Eagles with 18 kills and 11 digs.
      Cresthaven finished the season 34-4.`,
  }),
  script({
    id: 'fresh20-elections-runoff-mayor',
    topic: 'elections',
    title: 'Darrow wins third term in mayoral runoff',
    location: 'Stillwell Ford, Oklahoma',
    text: `Mayor Phyllis Darrow won a third term in a runoff Tuesday, defeating City Council member Ray Ocampo 4,418 to 3,902, according to unofficial results from the Corbeau County Election Board.
      Darrow took about 53 percent of the vote.
      Turnout was 29 percent of registered voters.
      The results will be certified Dec. 9.`,
  }),
  script({
    id: 'fresh20-government-council-vote-leaf-blowers',
    topic: 'government',
    title: 'Council votes 5-2 to ban gas leaf blowers',
    location: 'Brayton Heights, California',
    text: `The Brayton Heights City Council voted 5-2 Monday night to ban gas-powered leaf blowers starting in April 2027.
      Council members Nadia Ferrante and Hollis Beck voted no, saying landscaping companies need more time to switch equipment.
      The city will offer rebates of up to $200 to residents who trade in gas blowers.
      First-time violators will get a warning, and repeat violators face a $100 fine.`,
  }),
  script({
    id: 'fresh20-crime-arrest-credit-union-robbery',
    topic: 'crime',
    title: 'Police arrest man within an hour of credit union robbery',
    location: 'Cobble Gap, Virginia',
    text: `Police say a 41-year-old man robbed a credit union on Tollver Street at gunpoint Monday morning and was arrested less than an hour later at a bus stop three blocks away.
      Dennis Albert Krume is charged with armed robbery and possession of a firearm by a felon.
      Officers recovered about $3,700 and a handgun, police said.
      Krume is being held at the Cobble Gap City Jail on a $250,000 bond.`,
  }),
  script({
    id: 'fresh20-courts-sentencing-fatal-crash',
    topic: 'courts',
    title: 'Driver gets 14 years for drunken crash that killed motorcyclist',
    location: 'Ferncastle, Washington',
    text: `A 23-year-old Ferncastle man was sentenced Wednesday to 14 years in prison for a 2024 crash that killed a motorcyclist on State Route 812.
      Prosecutors said Tyler James Averill was driving 94 miles an hour with a blood-alcohol level of 0.16 percent, twice the legal limit.
      Averill pleaded guilty in October to vehicular homicide.
      The victim, 37-year-old Marcus Lindqvist, was a father of two.`,
  }),
  script({
    id: 'fresh20-crime-complaint-soccer-league-theft',
    topic: 'crime',
    title: 'Former youth soccer treasurer charged with taking $46,000',
    location: 'Gresswell, Minnesota',
    text: `A former youth soccer league treasurer used the league's debit card to pay for $46,000 in groceries, concert tickets and car repairs over three years, according to a criminal complaint filed Tuesday.
      Shonda Marie Pettibone, 39, of Gresswell, is charged with felony theft and misuse of a financial transaction card.
      League officials noticed the missing money in August when a check for field rentals bounced, the complaint says.
      Pettibone is due in court Dec. 17.`,
  }),
  script({
    id: 'fresh20-weather-brief-wind-advisory',
    topic: 'weather',
    title: 'Wind advisory Wednesday with gusts to 50 mph',
    location: 'Palden, Wyoming',
    text: `A wind advisory is in effect for Sable County from 10 a.m. to 8 p.m. Wednesday, with gusts up to 50 miles an hour expected.
      Secure outdoor decorations and trash cans, and be ready for scattered power outages.`,
  }),
  script({
    id: 'fresh20-traffic-brief-quarrier-avenue',
    topic: 'traffic',
    title: 'Quarrier Avenue closes Thursday for sewer work',
    location: 'Vellamy, South Carolina',
    text: `Quarrier Avenue in downtown Vellamy will close between Fifth and Ninth streets from 7 a.m. to 4 p.m. Thursday for sewer work.
      Drivers should use Lott Street, and the No. 6 bus will use temporary stops on Eighth Street.`,
  }),
  script({
    id: 'fresh20-health-brief-lead-testing',
    topic: 'health',
    title: 'Free lead testing for young children Dec. 10',
    location: 'Tessaly Creek, New Mexico',
    text: `The Winnick County Health Department will offer free lead testing for children under 6 from 3 p.m. to 7 p.m. on Dec. 10 at the Tessaly Creek Public Library.
      No appointment is needed, and results are ready in about 10 minutes.`,
  }),
];
