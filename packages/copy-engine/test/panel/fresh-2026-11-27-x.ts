import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set X: long wire ledes, quoted speakers, sports results, vote tallies, court and crime copy, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsX: CorpusScript[] = [
  script({
    id: 'fresh24-weather-ice-storm-outages',
    topic: 'weather',
    title: 'Ice storm leaves thousands without power',
    location: 'Briar Flats, Kansas',
    text: `Late Tuesday, a slow-moving ice storm coated much of Dunwiddy County in nearly half an inch of freezing rain, snapping tree limbs onto power lines from Briar Flats to the Lockwood Reservoir and leaving more than 18,000 homes and businesses without electricity, according to Tamsin Valley Electric Cooperative, which said some customers could be in the dark until Friday.
      Line crews from three neighboring states arrived Wednesday morning to help with repairs.
      Warming centers are open at the Briar Flats Community Center and at First Baptist Church on Orchard Street.
      Schools across the county will stay closed through Thursday.`,
  }),
  script({
    id: 'fresh24-business-weaving-layoffs',
    topic: 'business',
    title: 'Textile mill to cut 230 jobs as weaving moves south',
    location: 'Corriden, New Hampshire',
    text: `Beginning March 1, Tamsworth Mills, a 140-year-old maker of wool blankets and upholstery fabric, will shut down the weaving floor at its riverside plant in Corriden and shift that work to a sister plant in Georgia, eliminating about 230 jobs, according to plant manager Evelyn Strobel, who said affected workers will receive severance and help finding new work.
      About 90 employees in finishing and shipping will keep their jobs.
      The company blamed rising energy costs and cheaper imports.
      State workforce officials plan a job fair at the plant on Jan. 14.`,
  }),
  script({
    id: 'fresh24-health-er-ambulance-diversion',
    topic: 'health',
    title: 'Rural hospital to turn away ambulances overnight',
    location: 'Perrisford, Nebraska',
    text: `The emergency room at Aldergate Memorial Hospital, the only hospital within 45 miles of the farming town of Perrisford, will stop accepting ambulances overnight starting Jan. 5 because of a shortage of doctors and nurses, hospital officials said Monday, adding that patients who walk in will still be seen around the clock.
      Ambulances will instead take patients to Canby Ridge Medical Center, about 50 minutes away.
      Hospital President Marcus Ellery said the change covers the hours between 11 p.m. and 7 a.m.
      The hospital has 14 open nursing jobs.`,
  }),
  script({
    id: 'fresh24-fire-apartment-displaced',
    topic: 'fire',
    title: 'Apartment fire displaces 41 people',
    location: 'Marlowe Crest, Connecticut',
    text: `Just before 6 p.m. Sunday, a fire that started in a second-floor kitchen spread through a 24-unit apartment building on Larkspur Avenue in Marlowe Crest, sending thick smoke into the hallways, forcing dozens of residents to flee into the cold and leaving at least 41 people without a place to stay, fire officials said.
      Two residents were treated for smoke inhalation.
      The Red Cross is helping displaced families with hotel rooms, food and clothing.
      Fire Marshal Colleen Ashdown said the fire appears to be accidental.`,
  }),
  script({
    id: 'fresh24-schools-quotes-bus-routes',
    topic: 'schools',
    title: 'Driver shortage forces district to combine bus routes',
    location: 'Pruitt Valley, Colorado',
    text: `The Pruitt Valley School District will combine 11 bus routes starting Monday because it is short 14 drivers, pushing some pickup times as much as 25 minutes earlier.
      Transportation Director Lorraine Beckwith, 56, said the district has already tried signing bonuses and higher pay.
      "We have raised the starting wage to $23 an hour, and the phones still aren't ringing," Beckwith said.
      Parent Marcus Delane, 38, said his two children will now catch the bus at 6:40 a.m.
      "That means they're standing at the corner in the dark for most of the winter," he said.
      Beckwith said the changes are temporary and the district will hold a hiring event Dec. 6.`,
  }),
  script({
    id: 'fresh24-elections-quotes-clerk-recount',
    topic: 'elections',
    title: 'Recount confirms 17-vote win in county clerk race',
    location: 'Amberwick, Oklahoma',
    text: `A recount has confirmed that Sheila Marchbank won the race for Tessaly County clerk by 17 votes.
      Marchbank, 49, finished with 8,412 votes to 8,395 for incumbent Clerk Gordon Vail after election workers hand-counted every ballot Tuesday.
      "Every vote really does count, and now we have the proof," Marchbank said.
      Vail, 63, said he would not challenge the result in court.
      "The voters have spoken twice now, and I respect that," Vail said.
      Marchbank takes office Jan. 2.`,
  }),
  script({
    id: 'fresh24-economy-quotes-food-pantry',
    topic: 'economy',
    title: 'Food pantry sets record as working families seek help',
    location: 'Cressmoor Landing, Wisconsin',
    text: `The Cressmoor Area Food Pantry served 1,318 families in October, the most in its 22-year history.
      Director Naomi Feldstrom, 52, said many of the new clients are working parents.
      "These are people with jobs, sometimes two jobs, who still can't make the grocery bill stretch to the end of the month," Feldstrom said.
      Volunteer Eugene Hartsell, 71, has worked the Saturday shift for nine years.
      "I have never seen the line go around the building before this fall," he said.
      Feldstrom said the pantry most needs canned meat, cereal and diapers ahead of the holidays.`,
  }),
  script({
    id: 'fresh24-sports-overtime-comeback',
    topic: 'sports',
    title: 'Whitlock hits late 3 as Lindquist Prairie rallies in overtime',
    location: 'Lindquist Prairie, South Dakota',
    text: `Dana Whitlock hit a 3-pointer with four seconds left in overtime as Lindquist Prairie rallied from 16 points down to beat Corvell Heights 71-69 Thursday night.
      Whitlock, a junior guard, finished with 27 points, eight rebounds and six assists.
      The Panthers trailed 44-28 early in the third quarter before a 19-4 run pulled them within a point.
      Corvell Heights center Maya Orlov had 22 points and 15 rebounds but fouled out with 1:10 left in overtime.
      Lindquist Prairie, now 3-0, plays at Bramwell on Saturday.`,
  }),
  script({
    id: 'fresh24-sports-soccer-state-title',
    topic: 'sports',
    title: 'Harrow Glen wins first state soccer title in double overtime',
    location: 'Harrow Glen, Virginia',
    text: `Harrow Glen won its first Class 2A boys soccer state championship Saturday, beating Tollbridge Catholic 2-1 in double overtime.
      Senior forward Mateo Quintanilla scored the winner in the 104th minute, heading in a corner kick from midfielder Ronan Casey.
      Tollbridge Catholic took a 1-0 lead on a penalty kick in the 31st minute, and Harrow Glen tied it early in the second half on a long shot by Devin Acheson.
      Goalkeeper Sam Pruett made nine saves for the Falcons, who finished the season 21-2-1.`,
  }),
  script({
    id: 'fresh24-sports-wrestling-invitational',
    topic: 'sports',
    title: 'Moyer pins his way to title as Selwick wins invitational',
    location: 'Brannock Valley, Pennsylvania',
    text: `Kendrick Moyer pinned all four of his opponents Saturday to win the 157-pound title at the Brannock Valley Invitational, leading Selwick to the team championship with 212.5 points.
      Moyer, a senior, is now 14-0 this season with 11 pins.
      His quickest pin came in 38 seconds in the semifinals.
      Selwick edged host Brannock Valley by six points for its first team title at the tournament since 2016.`,
  }),
  script({
    id: 'fresh24-government-ambulance-contract',
    topic: 'government',
    title: 'Commissioners approve $2.4 million ambulance contract',
    location: 'Gorseway Center, Iowa',
    text: `The Gorseway County Commission voted 5-2 Monday to approve a $2.4 million contract with Lakeshire Ambulance Service to cover the county's rural areas.
      The three-year deal takes effect Jan. 1 and replaces a patchwork of volunteer squads that have struggled to staff their rigs overnight.
      Under the contract, ambulances must reach 90 percent of rural calls within 20 minutes.
      Commissioners Ted Varnum and Alice Kinsey voted no, saying the county should have sought more bids.`,
  }),
  script({
    id: 'fresh24-government-leaf-fee',
    topic: 'government',
    title: 'Council votes 6-1 to charge for leaf pickup',
    location: 'Stellanport, Michigan',
    text: `The Stellanport City Council voted 6-1 Tuesday night to begin charging a $4 monthly fee for curbside leaf and yard waste collection, a service the city has provided free since 1998.
      The fee takes effect April 1 and will show up on residents' utility bills.
      City officials expect it to raise about $610,000 a year, enough to replace two aging leaf trucks and hire three seasonal workers.
      Council member Renee Osterhout cast the only no vote, calling the charge a tax increase by another name.
      Residents who compost at home can apply for an exemption.`,
  }),
  script({
    id: 'fresh24-crime-hardware-burglary-arrest',
    topic: 'crime',
    title: 'Man arrested after trying to sell stolen tools online',
    location: 'Ashcomb, Alabama',
    text: `Police say a 34-year-old man broke into Dorrance Hardware on Pine Ridge Road early Saturday, took more than $6,000 worth of power tools and tried to sell some of them online that same afternoon.
      Officers arrested Colby James Renner of Fenlow on Monday after a detective posing as a buyer arranged to meet him in a grocery store parking lot.
      Renner is charged with burglary, theft and dealing in stolen property.
      He is being held in the Wyland County jail on a $15,000 bond.`,
  }),
  script({
    id: 'fresh24-courts-dui-sentencing',
    topic: 'courts',
    title: 'Drunk driver gets 12 years for killing motorcyclist',
    location: 'Brightlake, Idaho',
    text: `A Brightlake man who killed a motorcyclist while driving drunk last spring was sentenced Wednesday to 12 years in prison.
      Aaron Mitchell Toller, 31, pleaded guilty in October to vehicular manslaughter and driving under the influence.
      Prosecutors said his blood alcohol level was nearly three times the legal limit when his pickup crossed the center line on State Route 19 on April 27 and struck Walter Dunaway, 58.
      District Judge Celeste Marrin also suspended Toller's driver's license for 10 years after his release.
      Dunaway's daughter told the court her father had been riding home from his granddaughter's softball game.`,
  }),
  script({
    id: 'fresh24-health-brief-boil-water',
    topic: 'health',
    title: 'Boil-water notice issued after main break',
    location: 'Aubrell Springs, Tennessee',
    text: `A boil-water notice is in effect for about 1,200 customers on the east side of Aubrell Springs until at least 6 p.m. Thursday after a water main break on Culver Street caused a drop in pressure.
      Residents in the affected area should boil tap water for at least one minute before drinking it, cooking with it or brushing their teeth.`,
  }),
  script({
    id: 'fresh24-traffic-brief-parkway-lanes',
    topic: 'traffic',
    title: 'Weekend lane closures on Halsey Parkway',
    location: 'Quarrington, Oregon',
    text: `The two right lanes of northbound Halsey Parkway will close between Coldwater Road and Exit 9 from 9 p.m. Friday until 5 a.m. Monday for bridge joint repairs.
      Drivers heading to the airport should detour along Route 40 and Fairlane Avenue.
      Expect delays of up to 20 minutes during the closure.`,
  }),
];
