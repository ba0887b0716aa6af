import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AB: long wire ledes, two and three quoted speakers, sports results, a vote tally, court and police stories, two-sentence briefs and a school change with no quotation. Every person, place, business, team and figure is invented.
 */
export const freshScriptsAB: CorpusScript[] = [
  script({
    id: 'fresh28-weather-wire-lede-ice-storm-outage',
    topic: 'weather',
    title: 'Thousands still without power a day after ice storm',
    location: 'Osterly, Minnesota',
    text: `More than 14,000 homes and businesses across Osterly County were still without power Thursday night, nearly 30 hours after a band of freezing rain coated trees and lines with up to half an inch of ice, according to Prairie Crest Electric Cooperative, which said crews brought in from three neighboring states may not restore service to the most remote farms until Sunday.
      The cooperative opened a warming center at the Osterly Community Hall on Fifth Street, where cots and hot meals are available around the clock.
      Sheriff Dana Whitcomb said deputies are checking on elderly residents who live alone along County Road 9.
      The National Weather Service expects the temperature to drop to 4 degrees below zero by Saturday morning.`,
  }),
  script({
    id: 'fresh28-business-wire-lede-grain-bin-plant-jobs',
    topic: 'business',
    title: 'Grain bin maker to add 240 jobs in $38.5 million expansion',
    location: 'Tamsworth, Iowa',
    text: `Harlan-Voss Fabrication, a family-owned maker of steel grain bins that has operated on the south edge of Tamsworth since 1962, will add 240 jobs over the next three years as part of a $38.5 million expansion announced Tuesday, company officials said, doubling the size of its assembly plant and adding a second shift that will pay starting workers $22 an hour.
      The state economic development board approved $3.1 million in tax credits for the project last month.
      Construction is set to begin in April.
      The company now employs about 410 people.`,
  }),
  script({
    id: 'fresh28-government-wire-lede-water-rate-vote',
    topic: 'government',
    title: 'Council approves 18% water and sewer rate increase',
    location: 'Weldonport, Michigan',
    text: `The Weldonport City Council voted 5-2 late Monday to raise water and sewer rates by 18% starting Jan. 1, a move city officials say is needed to pay for a $61 million overhaul of the 1950s-era treatment plant, overriding objections from more than two dozen residents who packed the chambers and warned that the increase would hit retirees on fixed incomes hardest.
      The average household bill will rise from about $74 to $87 a month.
      Council members Rhea Castellano and Boyd Inglethorpe cast the dissenting votes.
      A second increase of 6% is scheduled for 2028.`,
  }),
  script({
    id: 'fresh28-courts-wire-lede-fire-fund-theft-plea',
    topic: 'courts',
    title: 'Former fire department bookkeeper pleads guilty to theft',
    location: 'Yarrow Creek, Colorado',
    text: `A former bookkeeper for the Yarrow Creek Volunteer Fire Department, accused of stealing more than $212,000 from the department's equipment fund over a span of six years, pleaded guilty Wednesday to one count of felony theft in Delmont County District Court, prosecutors said, agreeing to repay the money as part of a deal that could keep her out of prison.
      Lorna Pettibone, 58, handled the department's books from 2017 until her resignation in March.
      An outside audit found dozens of checks written to a cleaning company she controlled.
      Sentencing is set for Feb. 12.`,
  }),
  script({
    id: 'fresh28-health-quotes-child-flu-clinics',
    topic: 'health',
    title: 'Free flu shot clinics set at three elementary schools',
    location: 'Thistle Bend, Missouri',
    text: `The Carrow County Health Department will hold free flu shot clinics at three elementary schools next week after a spike in cases among children.
      Health director Dr. Imani Okafor-Reyes said 212 flu cases have been confirmed in the county since Nov. 1, nearly triple last year's count.
      "We are seeing kids miss a full week of school, and some of them are ending up in the hospital," Okafor-Reyes said.
      Parent Garrett Szymanski said both of his daughters were sick over Thanksgiving.
      "If I can walk them down the hall and get it done before Christmas, that's one less thing to worry about," Szymanski said.`,
  }),
  script({
    id: 'fresh28-business-quotes-hardware-store-reopens',
    topic: 'business',
    title: 'Hardware store reopens 11 months after flood',
    location: 'Pruett Crossing, Arkansas',
    text: `Ferrand's Feed and Hardware reopened Saturday, 11 months after a burst sprinkler pipe flooded the store on Mill Street.
      Owner Celestine Ferrand said the repairs cost about $380,000, most of it covered by insurance.
      "We had customers calling every week asking when they could buy their chicken feed here again," Ferrand said.
      Otis Brumfield, who has shopped at the store since the 1970s, was waiting at the door when it opened at 7 a.m.
      "Driving 40 minutes to the big box store for a box of nails was about to do me in," Brumfield said.`,
  }),
  script({
    id: 'fresh28-fire-quotes-dairy-barn-fire',
    topic: 'fire',
    title: 'Early morning fire destroys dairy barn, kills 37 cows',
    location: 'Halvorsen Mills, Wisconsin',
    text: `Fire destroyed a dairy barn and killed 37 cows early Sunday on Wendell Kraubeck's farm north of Halvorsen Mills.
      "There was no saving that barn, so we put everything we had into protecting the house and the milking parlor," Fire Chief Arne Solbakken said.
      "My grandfather raised that barn in 1948, and I watched it come down in about 20 minutes," Kraubeck said.
      Neighbor Luanne Pichler helped lead 60 heifers to safety down County Road K.
      "We just opened the gates and walked them down the road in the dark," Pichler said.`,
  }),
  script({
    id: 'fresh28-sports-football-overtime-quarterfinal',
    topic: 'sports',
    title: 'Badgers win in overtime, advance to state semifinals',
    location: 'Corrigan Bluff, Nebraska',
    text: `The Corrigan Bluff Badgers are headed to the Class 2A state semifinals after beating the Ardella Plainsmen 35-28 in overtime Friday night.
      Senior quarterback Tavian Morrow threw for 284 yards and three touchdowns, including a 12-yard strike to Eli Vandersloot on the first play of overtime.
      The Badgers' defense then stopped Ardella on fourth down at the 3-yard line.
      Corrigan Bluff (11-1) will face the Sutter Grove Mustangs next Friday at 7 p.m. at a neutral site in Hollenbeck.`,
  }),
  script({
    id: 'fresh28-sports-volleyball-state-title',
    topic: 'sports',
    title: 'Falcons sweep their way to first state volleyball title',
    location: 'Kestrel Ridge, Idaho',
    text: `The Kestrel Ridge Falcons won their first state volleyball championship Saturday, sweeping the Cinder Falls Cougars 25-19, 25-22, 25-17 in the Class 3A final.
      Junior outside hitter Brynn Halloway led the Falcons with 17 kills and 11 digs.
      Kestrel Ridge finished the season 31-4.
      "Nobody outside this gym thought we could do it, and these girls never listened," coach Marisol Etxeberria said.`,
  }),
  script({
    id: 'fresh28-sports-basketball-second-half-comeback',
    topic: 'sports',
    title: 'Ironmen rally from 19 down to stun Rebels',
    location: 'Glenmorrow, Pennsylvania',
    text: `The Glenmorrow Ironmen rallied from 19 points down in the second half to beat the Roanhill Rebels 71-68 Tuesday night.
      Senior guard Desmond Achterberg scored 22 of his 31 points after halftime, including the go-ahead 3-pointer with 14 seconds left.
      Roanhill led 48-29 midway through the third quarter.
      The Ironmen (2-0) host the Brantwick Bulldogs on Friday at 7:30 p.m.`,
  }),
  script({
    id: 'fresh28-elections-sales-tax-vote-tally',
    topic: 'elections',
    title: 'Voters approve half-cent sales tax for street repairs',
    location: 'Vantreese, Oklahoma',
    text: `Vantreese voters approved a half-cent sales tax for street repairs Tuesday, 1,842 to 1,517, according to unofficial results from the Brenning County Election Board.
      The tax is expected to raise about $1.3 million a year for 10 years.
      A similar measure failed by 64 votes in 2024.
      Mayor Colleen Haverty said repaving on Main and Cedar streets could begin in the spring.
      Turnout was about 31%.`,
  }),
  script({
    id: 'fresh28-courts-hit-and-run-sentence',
    topic: 'courts',
    title: 'Driver gets 12 years for hit-and-run that killed teen bicyclist',
    location: 'Merriwell, Georgia',
    text: `A Merriwell man was sentenced Thursday to 12 years in prison for a hit-and-run crash that killed a 16-year-old bicyclist last year.
      Curtis Lee Bodine, 34, pleaded guilty in September to vehicular homicide and leaving the scene of a fatal crash.
      Prosecutors said Bodine was driving 62 mph in a 35 mph zone on Harlow Road when he struck Mateo Quintanilla on Aug. 9, 2025, then hid his pickup in a relative's shed.
      "Mateo should be walking across a stage next spring, and instead we are visiting a cemetery," his mother, Rosalind Quintanilla, told the court.
      Superior Court Judge Vernon Ashby also revoked Bodine's driver's license for life.`,
  }),
  script({
    id: 'fresh28-crime-catalytic-converter-arrest-bond',
    topic: 'crime',
    title: 'Man charged in catalytic converter thefts at churches',
    location: 'Dovecote, North Carolina',
    text: `Dovecote police arrested a 29-year-old man Wednesday in connection with a string of catalytic converter thefts from church parking lots.
      Dorian Keck, of Sablewood, is charged with six counts of felony larceny and one count of possession of stolen goods, police said.
      Investigators said surveillance video from Beulah Crossroads Baptist Church showed a man sliding under a church van with a battery-powered saw on Nov. 16.
      Keck is being held in the Ransom County Detention Center on a $75,000 secured bond.
      Police Chief Harriet Oyelaran said more arrests are possible.`,
  }),
  script({
    id: 'fresh28-traffic-brief-bridge-closure',
    topic: 'traffic',
    title: 'Quillan River bridge to close for two weeks of repairs',
    location: 'Quillan Falls, Montana',
    text: `The Quillan River bridge on State Route 31 will close to all traffic Monday, Dec. 7, at 9 a.m. for joint repairs, according to the state Department of Transportation.
      The closure is expected to last through Dec. 18, and drivers will be detoured along Bitterbrush Road, adding about 7 miles to the trip.`,
  }),
  script({
    id: 'fresh28-government-brief-holiday-parade',
    topic: 'government',
    title: 'Holiday lights parade steps off next Saturday',
    location: 'Sablewood, Alabama',
    text: `The Sablewood Holiday Lights Parade steps off Saturday, Dec. 5, at 6 p.m. from the corner of Oak and Depot streets downtown.
      The city parks and recreation department said about 70 floats are entered this year, and volunteers will collect canned food along the route for the Tri-Hollow Food Pantry.`,
  }),
  script({
    id: 'fresh28-schools-no-quotes-phone-pouch-policy',
    topic: 'schools',
    title: 'High school students to lock up phones starting in January',
    location: 'Hazelmoor, Tennessee',
    text: `Starting in January, students at Hazelmoor High School will have to lock their cellphones away for the entire school day under a policy the Brennard County Board of Education approved 6-1 on Monday.
      Phones will be sealed in magnetic pouches from the first bell at 7:45 a.m. until dismissal at 2:50 p.m.
      The district spent about $41,000 on 1,150 pouches using a state school safety grant.
      Principal Audra Penhallow said discipline referrals dropped 22% during a pilot at Hazelmoor Middle School last spring.`,
  }),
];
