import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AD: long wire ledes with participle tails, stories with two
 * quoted speakers (one introduced by a lowercase title), sports results with a stat line, a council
 * vote with an effective date, an arrest with charges, a daily road closure over a date range, a
 * schools story with percentages and dollar figures, and a business closing and opening. Every
 * person, place, business and figure is invented.
 */
export const freshScriptsAD: CorpusScript[] = [
  script({
    id: 'fresh30-weather-wire-lede-ice-storm-outages',
    topic: 'weather',
    title: 'Ice storm leaves thousands without power across Harrow County',
    location: 'Pell Crossing, Iowa',
    text: `A glaze of freezing rain coated much of Harrow County overnight, snapping tree limbs and power lines from Pell Crossing to the Tamsin River, Northvale Electric Cooperative said Tuesday, leaving more than 14,000 customers without electricity at the height of the storm and some rural homes likely to stay dark until Thursday.
      Crews from three neighboring states are on the way to help.
      A warming center is open at the Pell Crossing Community Hall on Second Avenue.
      The cooperative asks residents to stay at least 30 feet away from downed lines.`,
  }),
  script({
    id: 'fresh30-fire-wire-lede-canal-warehouse-blaze',
    topic: 'fire',
    title: 'Fire guts vacant warehouse along Ostrander Canal',
    location: 'Millbrook Harbor, Connecticut',
    text: `Flames tore through a vacant textile warehouse on the north bank of the Ostrander Canal late Saturday night, sending a column of black smoke over downtown Millbrook Harbor and drawing firefighters from five departments, Fire Chief Arlen Mosby said Sunday, calling it the largest blaze the city has seen in more than a decade.
      No one was hurt.
      The state fire marshal's office will help determine the cause.
      The four-story brick building had been empty since Ostrander Mills shut down in 2009.
      Part of Canal Street remains closed while crews put out hot spots, and a demolition crew is expected Monday.`,
  }),
  script({
    id: 'fresh30-elections-wire-lede-ward-recount',
    topic: 'elections',
    title: 'Recount ordered in razor-thin Ward 3 council race',
    location: 'Caddo Ridge, Oklahoma',
    text: `A recount of the Ward 3 city council race will begin next week in Caddo Ridge after unofficial results showed challenger Lorna Featherstone leading two-term incumbent Mitchell Greaves by just 11 votes out of more than 4,300 cast, the county election board announced Friday, triggering the automatic recount provision in state law.
      Election workers will hand count every paper ballot.
      The board expects to certify a winner by Dec. 18.
      Featherstone, a retired schoolteacher, ran on a promise to fix the ward's aging storm drains, while Greaves pointed to new sidewalks along Mercer Road.`,
  }),
  script({
    id: 'fresh30-crime-quotes-hardware-store-burglary',
    topic: 'crime',
    title: 'Burglars take thousands in power tools from Kessler Avenue hardware store',
    location: 'Brennock, Ohio',
    text: `Someone broke into Tillman and Ruiz Hardware on Kessler Avenue early Wednesday and got away with about $9,000 in power tools, police said.
      Surveillance video shows two people in hooded jackets forcing open a back door around 3:15 a.m.
      "They went straight for the cordless drills and were gone in under four minutes," said shop co-owner Marisol Ruiz.
      Police Sgt. Owen Haldane said detectives are checking whether the break-in is connected to two similar burglaries on the east side this fall.
      "We are asking anyone who lives along the alley behind Kessler Avenue to check their doorbell cameras," Haldane said.
      Ruiz said the store will reopen Thursday with plywood over the back door.
      Anyone with information is asked to call the Brennock Police Department's tip line.`,
    quotes: 2,
    speakers: ['Marisol Ruiz', 'Owen Haldane'],
  }),
  script({
    id: 'fresh30-health-quotes-weekend-flu-clinics',
    topic: 'health',
    title: 'County offers free flu shots at four schools this weekend',
    location: 'Vessler, Wisconsin',
    text: `The Vessler County Health Department will hold free flu shot clinics at four elementary schools this weekend, hoping to lift vaccination rates that slipped last winter.
      Health Director Annika Solberg said walk-ins are welcome and no insurance is needed.
      "We have enough vaccine on hand for everyone who shows up, so please don't wait," Solberg said.
      The clinics run from 9 a.m. to 1 p.m. Saturday and Sunday.
      The clinic at Marsh Lane Elementary will be run by pediatric nurse practitioner Teodoro Quillen, who said children as young as six months can get the shot.
      "Kids bring the flu home to their grandparents, and that's who ends up in the hospital," Quillen said.
      A full list of locations is posted on the department's website.`,
    quotes: 2,
    speakers: ['Annika Solberg', 'Teodoro Quillen'],
  }),
  script({
    id: 'fresh30-government-quotes-library-evening-hours',
    topic: 'government',
    title: 'Library restores weeknight hours starting in January',
    location: 'Branford Hollow, New Hampshire',
    text: `The Branford Hollow Public Library will stay open until 8 p.m. on weeknights starting in January, reversing cuts made three years ago.
      Library Director Hollis Wrenfield said the change is paid for by a state grant and a bequest from a longtime patron.
      "Students have been doing homework in our parking lot to use the Wi-Fi after we close, and that has to stop," Wrenfield said.
      The library will add two part-time positions to cover the extra hours.
      The longer hours were championed by town council member Joaquin Pell, who said the grant runs for two years.
      "After that, we need to find the money in our own budget, and I intend to," Pell said.
      The library will also reopen on Sunday afternoons beginning in March.`,
    quotes: 2,
    speakers: ['Hollis Wrenfield', 'Joaquin Pell'],
  }),
  script({
    id: 'fresh30-sports-results-girls-basketball-falcons',
    topic: 'sports',
    title: 'Montrose double-double lifts Fenwick Valley past Ashgrove',
    location: 'Fenwick Valley, Indiana',
    text: `Junior guard Kiara Montrose scored 27 points and grabbed 11 rebounds as the Fenwick Valley girls basketball team beat Ashgrove 64-51 Friday night.
      Montrose went 9-for-14 from the field and hit all seven of her free throws.
      The Falcons led by just three at halftime before opening the third quarter on a 15-2 run.
      Senior center Tess Obradovich added 12 points and six blocks.
      Fenwick Valley improves to 5-1 overall and 2-0 in the Tri-River Conference. Ashgrove falls to 3-3.
      The Falcons host unbeaten Corliss Heights on Tuesday at 7 p.m.`,
  }),
  script({
    id: 'fresh30-sports-results-hockey-overtime-rally',
    topic: 'sports',
    title: 'Ironmen rally for overtime win over Lakeshore',
    location: 'Granite Bay, Minnesota',
    text: `The Granite Bay Ironmen rallied from two goals down to beat the Lakeshore Pilots 4-3 in overtime Saturday night at Carver Memorial Arena.
      Defenseman Rory Tessaro scored the winner 2:41 into the extra period on a wrist shot from the blue line.
      Forward Eli Banaszak had a goal and two assists, and goaltender Nils Andrasko made 31 saves.
      The Ironmen have won four straight and move to 11-6-2 on the season. Lakeshore drops to 8-10-1.
      Granite Bay plays at Pine Hollow on Wednesday before returning home Friday against Dellmont.`,
  }),
  script({
    id: 'fresh30-government-vote-short-term-rental-cap',
    topic: 'government',
    title: 'Council caps short-term rentals in historic district',
    location: 'Ostrow Falls, Oregon',
    text: `The Ostrow Falls City Council voted 5-2 Monday night to cap the number of short-term rental permits in the city's historic district at 40.
      The ordinance takes effect March 1.
      Owners who already hold a permit can keep it but will have to renew it every year instead of every three years.
      Council members Gail Pruitt and Dexter Hanratty voted against the measure, arguing it would hurt homeowners who depend on rental income.
      More than 60 people attended the meeting, which ran past 11 p.m.
      A first violation will carry a $500 fine, and repeat offenders could lose their permit.`,
  }),
  script({
    id: 'fresh30-crime-arrest-catalytic-converter-thefts',
    topic: 'crime',
    title: 'Man charged in string of catalytic converter thefts',
    location: 'Wrexford, Missouri',
    text: `A 29-year-old Wrexford man is in the Calloway County jail, accused of stealing catalytic converters from at least 14 vehicles over the past month.
      Officers arrested Devin Marlowe early Sunday in the parking lot of the Harvest Point apartments, where police say they found him under a pickup truck with a battery-powered saw.
      Marlowe is charged with 14 counts of felony theft, possession of burglary tools and criminal damage to property.
      He is being held on a $25,000 bond and is due in court Thursday.
      Investigators believe the stolen parts were being sold to a scrap yard across the state line.`,
  }),
  script({
    id: 'fresh30-traffic-closure-linden-street-bridge',
    topic: 'traffic',
    title: 'Linden Street Bridge to close during the day for joint repairs',
    location: 'Carraway, Pennsylvania',
    text: `Drivers who use the Linden Street Bridge in Carraway should plan for delays next month.
      The state transportation department will close the bridge to all traffic daily from Dec. 8 through Dec. 12, between 9 a.m. and 3 p.m., so crews can replace its expansion joints.
      The bridge will reopen each afternoon for the evening commute.
      Detours will send drivers north to the Fulton Avenue crossing, adding about 10 minutes to most trips.
      Carraway Transit's Route 6 buses will follow the same detour.
      Emergency vehicles will be allowed through the work zone.
      The $1.8 million project is expected to wrap up by the end of December, weather permitting.`,
  }),
  script({
    id: 'fresh30-schools-figures-reading-scores',
    topic: 'schools',
    title: 'Third-grade reading scores jump after coaching program',
    location: 'Pinecastle, Georgia',
    text: `Third graders in the Pinecastle School District made big gains in reading this year, according to state test results released Thursday.
      In all, 68% of third graders scored at or above grade level, up from 54% a year ago.
      District leaders credit a $420,000 literacy program that put reading coaches in all six elementary schools.
      Superintendent Lorraine Ashby told the school board the district hopes to expand the coaching to fourth and fifth grades next fall.
      That expansion would cost about $275,000 more a year.
      Math scores were flat, with 49% of third graders meeting the standard.
      The board will take up the budget at its Dec. 15 meeting.`,
  }),
  script({
    id: 'fresh30-business-closing-halvorsen-furniture',
    topic: 'business',
    title: 'Family furniture store closing after 41 years',
    location: 'Dunbridge, Michigan',
    text: `After 41 years, Halvorsen Furniture on Route 9 in Dunbridge will close for good at the end of February.
      Owner Gretchen Halvorsen, whose parents opened the store in 1985, says online competition and the retirement of key staff led to the decision.
      The store's 18 employees have been offered severance, and Halvorsen says she is helping several of them find jobs with other local retailers.
      A going-out-of-business sale starts Saturday, with discounts of up to 60% on floor models.
      The family plans to sell the 22,000-square-foot building.
      Halvorsen says the store will honor all existing delivery orders.`,
  }),
  script({
    id: 'fresh30-economy-opening-grocery-distribution-center',
    topic: 'economy',
    title: 'Grocery chain to open distribution center, bringing 230 jobs',
    location: 'Keswick, Virginia',
    text: `A regional grocery chain will open a distribution center in the Tarrow Industrial Park next summer, bringing about 230 jobs to Keswick County.
      Fairholm Foods announced Tuesday it has bought 38 acres off State Route 612 for the $64 million warehouse.
      Company president Raymond Ostergaard says most of the jobs will be in warehouse operations and truck driving, with starting pay of $21 an hour.
      Hiring is expected to begin in April.
      The county commission approved a 10-year property tax break for the project last month.
      Keswick County's unemployment rate stood at 5.2% in October, above the state average.
      Construction is scheduled to start in January.`,
  }),
];
