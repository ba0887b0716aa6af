import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set R: long wire ledes, quoted speakers, sports results, vote tallies, court and crime items, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsR: CorpusScript[] = [
  script({
    id: 'fresh18-business-lede-harlow-creek-closings',
    topic: 'business',
    title: 'Harlow Creek Provisions to close three stores',
    location: 'Marlow, Ohio',
    text: `Early Tuesday morning, Harlow Creek Provisions, a family-owned grocery chain that has operated in central Ohio since 1962, announced it would close three of its eleven stores by the end of January, citing rising rents and a 14 percent drop in weekday foot traffic over the past two years, according to a statement released by the company's board.
      The affected stores are in Dunmore Heights, Vellan Park and on the east side of Marlow.
      About 120 workers will be offered jobs at other locations.
      The remaining eight stores will keep their current hours.`,
  }),
  script({
    id: 'fresh18-government-lede-pelham-ridge-water',
    topic: 'government',
    title: 'Pelham Ridge water plant upgrade set for 2027',
    location: 'Pelham Ridge, Pennsylvania',
    text: `In Pelham Ridge, where residents have complained for nearly a decade about brown tap water and weekly boil advisories, city officials said Tuesday that a $4.2 million upgrade to the Fenwick Road treatment plant, funded largely by a state infrastructure grant awarded last spring, should be finished by September 2027.
      Construction begins in March.
      Crews will replace filters that date to 1978.
      The city will pay about $600,000 of the cost.`,
  }),
  script({
    id: 'fresh18-economy-lede-torrance-valley-jobs',
    topic: 'economy',
    title: 'Ashby County manufacturer to add 240 jobs',
    location: 'Ashby Falls, Indiana',
    text: `Torrance Valley Manufacturing Cooperative, the largest private employer in Ashby County with roughly 1,900 workers across four plants, will add 240 jobs over the next two years after landing a federal contract to build replacement parts for rail cars, company executives told county commissioners during a Wednesday morning briefing.
      Most of the new positions are welding and machining jobs.
      Starting pay will be $23.50 an hour.
      Hiring begins in February.`,
  }),
  script({
    id: 'fresh18-schools-lede-corwin-lake-start-times',
    topic: 'schools',
    title: 'Corwin Lake board approves later high school start',
    location: 'Corwin Lake, Minnesota',
    text: `A plan to move the start of classes at Corwin Lake's two high schools from 7:25 a.m. to 8:15 a.m. beginning next fall was approved by the school board Monday night after more than three hours of public comment from parents, students and bus drivers, many of whom warned that the change would strain after-school schedules.
      The vote was 6-1.
      The district says the later start will cost about $310,000 a year in added bus routes.
      Middle school hours will not change.`,
  }),
  script({
    id: 'fresh18-health-lede-bexley-flats-clinic',
    topic: 'health',
    title: 'Rural clinic in old feed store passes 6,000 patients',
    location: 'Bexley Flats, Kansas',
    text: `A rural clinic that opened in a converted feed store in Bexley Flats just 18 months ago has now treated more than 6,000 patients, most of whom previously drove an hour or more for routine care, according to a report released Thursday by the Grange County Health Department.
      The clinic is open five days a week.
      It employs two doctors and four nurses.
      Officials hope to add dental services next year.`,
  }),
  script({
    id: 'fresh18-fire-lede-orvis-junction-warehouse',
    topic: 'fire',
    title: 'Fire guts vacant warehouse on Delancey Street',
    location: 'Orvis Junction, Georgia',
    text: `Fire crews from four departments spent most of Saturday night battling a blaze at a vacant furniture warehouse, a two-story brick building on Delancey Street that had been slated for demolition, and no injuries were reported, according to Fire Chief Renata Sollis, who said the cause remains under investigation.
      Flames were first reported at 9:40 p.m.
      Neighbors on two nearby blocks were asked to stay indoors because of the smoke.
      Delancey Street will remain closed between Third and Fifth streets through Monday.`,
  }),
  script({
    id: 'fresh18-traffic-lede-route-9-bridge',
    topic: 'traffic',
    title: 'Route 9 bridge work brings six weeks of lane closures',
    location: 'Kessler Mill, Virginia',
    text: `Starting Monday, Nov. 30, drivers on State Route 9 between Kessler Mill and Ardent Grove should expect lane closures for up to six weeks while crews replace a 1950s-era bridge deck over Tillman Creek, a project that the state transportation department said will cost $7.8 million and has been delayed twice since 2024.
      One lane will stay open in each direction.
      Work will run from 7 a.m. to 6 p.m. on weekdays.
      Trucks over 10 tons must use County Road 14.`,
  }),
  script({
    id: 'fresh18-government-quotes-linwood-bay-library',
    topic: 'government',
    title: 'Residents fight plan to close Maple Avenue library',
    location: 'Linwood Bay, Oregon',
    text: `Residents of Linwood Bay packed City Hall on Tuesday night to argue over a proposal to close the Maple Avenue branch library.
      "That library is where my kids learned to read," said Dolores Fenner, 68, a retired teacher who has lived on Maple Avenue for 40 years. "You don't get that back once it's gone."
      Mayor Anthony Rusk said the city faces a $1.3 million shortfall next year. "Nobody up here wants to close a library," Rusk said. "But we have to balance the budget, and every option on the table hurts somebody."
      Fenner said she plans to collect signatures for a petition before the council's final vote on Dec. 8.
      Library Director Priya Okonjo said the branch serves about 400 visitors a week. "The numbers are strong," Okonjo said. "We're asking the council to look at other cuts first."`,
  }),
  script({
    id: 'fresh18-crime-quotes-sutter-hollow-break-ins',
    topic: 'crime',
    title: 'Police warn of car break-ins in Glenbrook',
    location: 'Sutter Hollow, Arizona',
    text: `Police in Sutter Hollow are asking residents to lock their vehicles after more than 30 car break-ins were reported in the Glenbrook neighborhood since Oct. 1.
      "Most of these cars were unlocked, and the thieves are walking down the street trying door handles," said Police Chief Marcus Delgado. "It takes them about five seconds."
      Janelle Whitcomb, 41, said someone took a laptop and her son's hockey gear from her SUV last Thursday. "I always thought this was a neighborhood where you didn't have to worry about that," Whitcomb said.
      Delgado said officers have added overnight patrols and are reviewing doorbell camera video from several homes.
      No arrests have been made. Anyone with information is asked to call the department's tip line.`,
  }),
  script({
    id: 'fresh18-business-quotes-blue-kettle-reopens',
    topic: 'business',
    title: 'Blue Kettle Diner reopens nine months after flood',
    location: 'Harmon Springs, Missouri',
    text: `After nine months of repairs, the Blue Kettle Diner on Route 40 reopened Wednesday morning, and the line stretched out the door by 6 a.m.
      "We weren't sure we'd ever open again," said owner Carla Benedetti, 57, whose parents started the diner in 1981. "When the water came in last February, it took the floors, the booths, everything."
      Benedetti said the rebuild cost about $450,000, most of it covered by insurance and a small-business loan.
      Walt Irving, 79, a regular who has ordered the same breakfast for two decades, was first in line. "Two eggs over easy, rye toast and black coffee," Irving said. "Some things shouldn't change."
      Benedetti said the diner will keep its old hours, 6 a.m. to 2 p.m., seven days a week.`,
  }),
  script({
    id: 'fresh18-health-quotes-renner-county-flu',
    topic: 'health',
    title: 'Renner County flu cases double in two weeks',
    location: 'Carrow, Wisconsin',
    text: `Health officials in Renner County say flu cases have doubled in the past two weeks, and they are urging residents to get vaccinated before the holidays.
      "We are seeing the kind of numbers we normally don't see until January," said Dr. Helena Marsh, the county's public health director. "If you have not had your flu shot yet, this is the week to do it."
      The county reported 212 confirmed cases as of Friday, up from 104 two weeks earlier. Eleven people have been hospitalized.
      Pharmacist Devon Achebe, 34, said his store in downtown Carrow gave 90 shots on Saturday alone. "People are coming in as families now," Achebe said. "Parents, grandparents, kids, all at once."
      Marsh said free clinics will run Tuesday and Thursday from 3 p.m. to 7 p.m. at the county health building.`,
  }),
  script({
    id: 'fresh18-sports-result-central-rallies',
    topic: 'sports',
    title: 'Forbes scores 31 as Central rallies past Westbrook',
    location: 'Danvers, Illinois',
    text: `Jalen Forbes scored 31 points and grabbed 12 rebounds Friday night as Central rallied from an 11-point deficit to beat Westbrook 68-61 in the opening round of the Thanksgiving Classic at Danvers Field House.
      Central trailed 40-29 at halftime before Forbes scored nine straight points early in the third quarter.
      Guard Tyler Ness added 14 points and five assists. Westbrook was led by Sam Odell with 18 points.
      Central, now 3-0, plays Eastfield in the semifinals Saturday at 7 p.m.`,
  }),
  script({
    id: 'fresh18-sports-result-tarrow-bend-title',
    topic: 'sports',
    title: 'Tarrow Bend wins first regional title since 2009',
    location: 'Tarrow Bend, Texas',
    text: `Tarrow Bend High School beat Carver Heights 28-14 on Friday night to win its first regional football title since 2009.
      Quarterback Eli Navarro threw for 212 yards and two touchdowns, and running back DeShawn Pruitt added 96 yards on the ground.
      The Tarrow Bend defense forced three turnovers in the second half.
      Carver Heights finishes the season 9-3. Tarrow Bend, now 11-1, will play Oak Summit in the state semifinals next Friday at Hadley Stadium.`,
  }),
  script({
    id: 'fresh18-elections-tally-glenmoor-truck-parking',
    topic: 'elections',
    title: 'Glenmoor council votes to ban overnight truck parking',
    location: 'Glenmoor, Colorado',
    text: `The Glenmoor City Council voted 5-2 on Monday night to ban overnight parking of commercial trucks on residential streets, a measure neighbors had sought for more than a year.
      Council members Rita Alvarez and Doug Prentiss voted against the ordinance, saying it would hurt self-employed contractors who park work vehicles at home.
      The ban takes effect Jan. 1. Violators face a $75 fine for a first offense and $150 for each offense after that.
      The city will post signs on affected streets in December.`,
  }),
  script({
    id: 'fresh18-elections-tally-castine-fire-levy',
    topic: 'elections',
    title: 'Castine Township voters approve fire station levy',
    location: 'Castine Township, Michigan',
    text: `Voters in Castine Township approved a property tax increase for a new fire station Tuesday, with 58 percent voting yes and 42 percent voting no, according to unofficial results from the county clerk's office.
      The levy will raise about $2.6 million over 10 years. It will cost the owner of a $200,000 home roughly $84 a year.
      Turnout was about 31 percent. A similar measure failed by fewer than 200 votes in 2023.
      Township trustees say construction could begin next summer.`,
  }),
  script({
    id: 'fresh18-crime-arrest-dorrance-park-converters',
    topic: 'crime',
    title: 'Two arrested in Dorrance Park catalytic converter thefts',
    location: 'Dorrance Park, Nevada',
    text: `Two people were arrested Thursday in connection with a string of catalytic converter thefts in Dorrance Park, police said.
      Kyle Madsen, 27, and Brianna Tolliver, 24, both of Weston Falls, are charged with felony theft and possession of burglary tools. Police say the pair are linked to at least 14 thefts since August.
      Officers stopped their pickup truck on Harlan Avenue at about 2:15 a.m. and found three converters and a battery-powered saw inside.
      Both were being held in the Dorrance County Jail on $25,000 bond. A court date has not been set.`,
  }),
  script({
    id: 'fresh18-courts-sentencing-ellery-treasurer',
    topic: 'courts',
    title: 'Former Ellery County treasurer gets four years for theft',
    location: 'Ellery, Kentucky',
    text: `A former Ellery County treasurer was sentenced Wednesday to four years in prison for stealing nearly $380,000 from the county over six years.
      Gordon Pike, 61, pleaded guilty in September to theft in office and tampering with records. Prosecutors said he used the money to pay off personal credit cards and buy a fishing boat.
      Judge Adrienne Coyle also ordered Pike to pay full restitution. He must report to prison by Jan. 15.
      The county has since hired an outside firm to audit its accounts every year.`,
  }),
  script({
    id: 'fresh18-weather-brief-brantley-snow',
    topic: 'weather',
    title: 'Winter weather advisory for Brantley and Osgood counties',
    location: 'Brantley, Iowa',
    text: `The National Weather Service has issued a winter weather advisory for Brantley and Osgood counties from 6 p.m. Sunday until noon Monday.
      Forecasters expect three to five inches of snow, with the heaviest amounts falling overnight.`,
  }),
  script({
    id: 'fresh18-traffic-brief-laurel-street-closure',
    topic: 'traffic',
    title: 'Laurel Street closed Thursday for water main repairs',
    location: 'Rook Harbor, Maine',
    text: `Water main repairs will close Laurel Street between Second and Fourth avenues in Rook Harbor from 8 a.m. to 4 p.m. Thursday.
      Drivers should use Chestnut Street as a detour.`,
  }),
  script({
    id: 'fresh18-schools-brief-quill-valley-dismissal',
    topic: 'schools',
    title: 'Quill Valley schools to dismiss early Friday',
    location: 'Quill Valley, Vermont',
    text: `All Quill Valley schools will dismiss two hours early Friday because of a power outage at the district's central heating plant.
      Elementary students will be released at 12:45 p.m., and middle and high school students will leave at 1:15 p.m.`,
  }),
];
