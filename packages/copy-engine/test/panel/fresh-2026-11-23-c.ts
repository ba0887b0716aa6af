import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test: wire ledes, two-speaker stories with surname-only second
 * references, two-sentence briefs, service stories, results and court stories. Every person,
 * place and figure is invented.
 */
export const freshScripts: CorpusScript[] = [
  script({
    id: 'fresh2-crime-wire-pharmacy-robbery',
    topic: 'crime',
    title: 'Masked men tie up pharmacist, take pills and cash',
    location: 'Wexbury, Ohio',
    text: `Two masked men forced their way into a Wexbury pharmacy on Garland Avenue just after closing Thursday night, tied up the overnight pharmacist and left with several thousand pills and about $1,800 in cash before driving off in a gray pickup truck that police later found burning behind a shuttered feed store, investigators said Friday.
      The pharmacist was not hurt.
      Police are asking anyone with home security video from the area to call them.
      No arrests have been made.`,
  }),
  script({
    id: 'fresh2-weather-wire-ice-storm',
    topic: 'weather',
    title: 'Ice storm cuts power to thousands, second round possible',
    location: 'Brannock, Iowa',
    text: `An ice storm that coated most of Leffert County in half an inch of glaze knocked out power to more than 14,000 homes and businesses, snapped hundreds of limbs across Brannock and forced the county's two largest school districts to cancel classes Tuesday, and forecasters warn a second round of freezing rain could arrive by Wednesday evening.
      [VO]
      Prairie Line Electric says most customers should have power back by Thursday.
      Do not touch downed lines.
      Call 911 if you see one.`,
  }),
  script({
    id: 'fresh2-economy-wire-plant-layoffs',
    topic: 'economy',
    title: 'Hartline Components to lay off 340 workers',
    location: 'Corvell, Oklahoma',
    text: `Hartline Components, the auto parts maker that has been Corvell's largest employer for more than four decades, told state labor officials Monday it will lay off 340 workers and close its stamping line on the city's north side by the end of March, blaming a drop in orders from two truck manufacturers and rising steel prices.
      The company says affected workers will get 12 weeks of severance pay.
      About 900 people will keep their jobs at the plant.`,
  }),
  script({
    id: 'fresh2-fire-apartment-balcony-grill',
    topic: 'fire',
    title: 'Balcony grill blamed for apartment fire',
    location: 'Merriwick, Pennsylvania',
    text: `[VO]
      Fire tore through the top floor of a three-story apartment building on Linden Court in Merriwick Sunday afternoon, forcing about 30 people out into the cold.
      Battalion Chief Owen Castellano said the fire started on a balcony where someone had been using a charcoal grill.
      [SOT: Battalion Chief Owen Castellano, Merriwick Fire Department]
      "Grills belong at least ten feet from the building, and that is not a suggestion," Castellano said.
      Priya Nandakumar lives on the second floor with her two sons.
      [SOT: Priya Nandakumar, resident]
      "We grabbed the cat and our shoes and that was it," Nandakumar said.
      Castellano said two firefighters were treated for heat exhaustion, and the building will stay closed for at least a week.
      "The roof took most of the fire, but the water did the rest," Castellano said.
      The Red Cross is helping 11 families.`,
    quotes: 3,
    speakers: ['Castellano', 'Nandakumar', 'Castellano'],
  }),
  script({
    id: 'fresh2-schools-bus-driver-shortage',
    topic: 'schools',
    title: 'Driver shortage means longer bus rides',
    location: 'Quenby, North Carolina',
    text: `The Quenby County school district is short 14 bus drivers, and starting Monday some students will wait up to 40 minutes longer for a ride.
      Superintendent Marisol Ekwueme told the school board Tuesday night that nine routes will be combined until the district can hire more drivers.
      "We are asking families to be patient with us for a few more weeks," Ekwueme said.
      Dwayne Hollister has two children at Birchfield Elementary.
      "My kids are already standing at the stop in the dark at 6:40," Hollister said.
      Ekwueme said the district has raised starting pay for drivers to $21 an hour.
      Hollister said, "Paying people more is great, but it should have happened last summer."`,
    quotes: 3,
    speakers: ['Ekwueme', 'Hollister', 'Hollister'],
  }),
  script({
    id: 'fresh2-health-measles-cases',
    topic: 'health',
    title: 'Two measles cases confirmed, clinic visitors may be exposed',
    location: 'Halvorsen, Minnesota',
    text: `[VO]
      Health officials in Halvorsen County confirmed two cases of measles Thursday, the first in the county in more than ten years.
      Both patients are children from the same household, and neither had been vaccinated.
      Dr. Anita Brightwater, the county health director, said anyone who sat in the Halvorsen Family Clinic waiting room last Monday between 1 and 4 p.m. may have been exposed.
      [SOT: Dr. Anita Brightwater, Halvorsen County Public Health]
      "If you are not sure whether you have had both doses, call your doctor today," Brightwater said.
      At Main Street Pharmacy downtown, owner Leon Szabo said his phone has not stopped ringing.
      "We gave more shots this morning than we usually give in a month," Szabo said.
      Brightwater said the county will hold a free vaccine clinic Saturday at the fairgrounds.`,
    quotes: 2,
    speakers: ['Brightwater', 'Szabo'],
  }),
  script({
    id: 'fresh2-business-brief-bakery-closing',
    topic: 'business',
    title: 'Golden Crust Bakery closing after 63 years',
    location: 'Pellham Cross, Indiana',
    text: `Golden Crust Bakery, a fixture on the Pellham Cross town square since 1961, will close for good Saturday afternoon after the owners, who are retiring, spent more than two years trying and failing to find a buyer.
      The family says the bakery's handwritten recipe cards, including the one for its well-known cinnamon twists, will be donated to the Pellham Cross Historical Society next month.`,
  }),
  script({
    id: 'fresh2-government-brief-water-rates',
    topic: 'government',
    title: 'Select Board raises water and sewer rates',
    location: 'Ashlock, Vermont',
    text: `The Ashlock Select Board voted 4 to 1 Monday night to raise water and sewer rates by 9 percent starting in July, the first increase in six years, to help pay for a new pump station on Kettle Brook Road.
      The typical household will pay about $7 more a month, and residents who are 65 or older can apply for a discount at the town office.`,
  }),
  script({
    id: 'fresh2-traffic-bridge-closure-detour',
    topic: 'traffic',
    title: 'Coyle Street Bridge closing for six weeks',
    location: 'Dellwood Point, Oregon',
    text: `[GFX: MAP]
      If you use the Coyle Street Bridge in Dellwood Point, plan on a different route starting Monday.
      The city is closing the bridge over the Tamsin River to all traffic for about six weeks so crews can replace the expansion joints and repave the deck.
      Drivers heading downtown from the west side should take Ferris Road north to Highway 14, cross at the Mill Avenue Bridge, then follow Mill Avenue south to Front Street.
      Detour signs will be posted.
      Trucks over 10 tons are being routed to Highway 14 and Orchard Lane.
      Pedestrians and cyclists can still cross on the walkway along the north side of the bridge.
      TriCounty Transit says Route 6 buses will use the detour and could run up to 10 minutes late.`,
  }),
  script({
    id: 'fresh2-health-boil-water-advisory',
    topic: 'health',
    title: 'Boil-water advisory after main break',
    location: 'Tarrowby, Kansas',
    text: `[GFX: BOIL WATER ADVISORY]
      If you live in Tarrowby, do not drink your tap water without boiling it first.
      The city issued a boil-water advisory Wednesday morning after a water main broke on Dennison Street and pressure dropped across most of town.
      Until further notice, bring water to a rolling boil for at least one minute before drinking it, cooking with it, making ice or brushing your teeth.
      You can still shower and do laundry, but keep babies and young children from swallowing bath water.
      Throw out any ice made since Tuesday night.
      Restaurants have been told to use bottled water.
      The city will hand out free bottled water at the Tarrowby Community Center on Fourth Street from noon to 7 p.m.
      The advisory is expected to last at least 48 hours.`,
  }),
  script({
    id: 'fresh2-sports-ironmen-semifinal',
    topic: 'sports',
    title: 'Ironmen rally past Eastgate Prep',
    location: 'Kinsale Bridge, Pennsylvania',
    text: `[VO: HIGHLIGHTS]
      The Kinsale Bridge Ironmen are one win away from a state championship game.
      They beat Eastgate Prep 68-61 Friday night in front of a sellout crowd at Harmsworth Arena.
      Senior guard Mateo Reyes-Lindqvist scored 27 points, including four three-pointers in the fourth quarter, when Kinsale Bridge erased a six-point deficit.
      Eastgate led 50-44 with just under seven minutes left.
      Coach Terrence Albrecht said his team never panicked.
      "These kids have been down before, and they know how to climb out of a hole," Albrecht said.
      The Ironmen, now 26 and 3, play Saint Brendan's next Saturday in Hershel.`,
    quotes: 1,
    speakers: ['Albrecht'],
  }),
  script({
    id: 'fresh2-elections-mayor-tally',
    topic: 'elections',
    title: 'Tessaro unseats two-term mayor',
    location: 'Orrin Valley, Montana',
    text: `[LIVE]
      Orrin Valley has a new mayor.
      With all 12 precincts reporting, city council member Gloria Tessaro defeated two-term incumbent Mayor Raymond Kessling by 412 votes, 3,186 to 2,774.
      A write-in candidate, Dale Voorhees, received 58 votes.
      Turnout was 41 percent, the highest for a city election in Orrin Valley since 2008.
      Tessaro campaigned on fixing city streets and adding a second ambulance crew.
      [SOT: Gloria Tessaro, mayor-elect]
      "Tonight the people of this city said they want a government that answers the phone," Tessaro said.
      Kessling conceded just after 10 p.m. and said in a statement that he would help with a smooth transition.
      Tessaro takes office January 6.`,
    quotes: 1,
    speakers: ['Tessaro'],
  }),
  script({
    id: 'fresh2-courts-treasurer-sentenced',
    topic: 'courts',
    title: 'Former soccer league treasurer gets three years',
    location: 'Castellan, New Mexico',
    text: `A former treasurer of the Castellan Youth Soccer League was sentenced Thursday to three years in prison for stealing more than $212,000 from the league over six years.
      Marcy Delacroix-Finn, 52, pleaded guilty in August to wire fraud and embezzlement.
      Prosecutors said she used the money to pay off credit cards and take family vacations.
      District Judge Harold Winsett also ordered her to pay the money back.
      "You took from children who only wanted to play a game," Winsett said from the bench.
      Delacroix-Finn apologized to the families in court.
      "I am ashamed, and I will spend the rest of my life paying back every dollar," Delacroix-Finn said.
      The league says it has added a second signer to all of its accounts.`,
    quotes: 2,
    speakers: ['Winsett', 'Delacroix-Finn'],
  }),
  script({
    id: 'fresh2-courts-not-guilty-plea',
    topic: 'courts',
    title: 'Man accused of killing business partner pleads not guilty',
    location: 'Glenmire, Michigan',
    text: `[VO: COURTROOM]
      A Glenmire man accused of killing his business partner pleaded not guilty Tuesday to first-degree murder.
      Curtis Vanderhoef, 44, appeared in Ottery County Circuit Court by video from the county jail.
      Police say he shot 47-year-old Nolan Pereira inside the office of their landscaping company on Route 31 on the morning of May 2nd, then called 911 himself.
      Prosecutor Janelle Okafor asked the judge to keep Vanderhoef in jail without bond.
      [SOT: Janelle Okafor, Ottery County prosecutor]
      "This was not a moment of panic, it was planned," Okafor said.
      Defense attorney Rick Stenholm said his client acted in self-defense.
      "There is a lot more to this story than what you have heard today," Stenholm said.
      The judge denied bond. A pretrial hearing is set for July 15.`,
    quotes: 2,
    speakers: ['Okafor', 'Stenholm'],
  }),
  script({
    id: 'fresh2-business-grocery-coop-opens',
    topic: 'business',
    title: 'Co-op grocery opens on the east side',
    location: 'Ashcombe, Wisconsin',
    text: `After nearly four years without a grocery store, the east side of Ashcombe has one again.
      The Eastside Community Market opened its doors Saturday morning in the old hardware store building on Bellamy Avenue.
      The cooperative is owned by more than 600 neighborhood members, who each paid $100 to join.
      It employs 22 people and has fresh produce, a meat counter and a small pharmacy.
      General manager Rosalind Achterberg said the line stretched around the block before 8 a.m.
      "People have been driving twenty minutes each way just to buy milk, and that ends today," Achterberg said.
      The market is open seven days a week from 7 a.m. to 9 p.m., and you do not have to be a member to shop there.`,
    quotes: 1,
    speakers: ['Achterberg'],
  }),
  script({
    id: 'fresh2-government-budget-body-cameras',
    topic: 'government',
    title: 'Council budget buys body cameras, trims library hours',
    location: 'Lorimer Springs, Arizona',
    text: `The Lorimer Springs City Council approved a $38 million budget Wednesday night that includes money for body cameras for every police officer in the city.
      The cameras, 64 in all, will cost about $410,000 over five years.
      The vote was unanimous, but the meeting ran past midnight as dozens of residents lined up to speak against cuts to library hours.
      [SOT: Councilwoman Yvette Sandoval]
      "We heard you, and we will come back to the library in the fall," said Councilwoman Yvette Sandoval.
      The budget also adds two code enforcement officers and delays repaving on Cinder Lane until next year.
      Police Chief Arthur Bellingham says the first cameras should be in use by October.`,
    quotes: 1,
    speakers: ['Councilwoman Yvette Sandoval'],
  }),
];
