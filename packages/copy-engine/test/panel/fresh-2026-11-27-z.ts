import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set Z: long wire ledes, quoted speakers, sports results with quarter and set scores, a bond vote and a council tally, police and court stories, two-sentence briefs, scheduled closures and hearings, and business openings and closings. Every person, place, business and figure is invented.
 */
export const freshScriptsZ: CorpusScript[] = [
  script({
    id: 'fresh26-crime-wire-lede-catalytic-converter-ring',
    topic: 'crime',
    title: 'Three arrested in catalytic converter thefts across Varney County',
    location: 'Osgood Ferry, Georgia',
    text: `Three men accused of stealing catalytic converters from more than 40 vehicles parked at church lots, apartment complexes and a used-car dealership across Varney County since August, according to sheriff's investigators, were arrested Thursday at a storage unit on Garrity Road, where deputies say they found 23 converters, two battery-powered saws and about $4,800 in cash.
      The men, ages 24, 29 and 31, are each charged with organized theft and possession of burglary tools.
      They are being held in the Varney County Jail on $50,000 bond apiece.
      Sheriff Dale Prentiss said more arrests are possible.`,
  }),
  script({
    id: 'fresh26-weather-wire-lede-ice-storm-outages',
    topic: 'weather',
    title: 'Ice storm leaves 18,000 without power north of Calder Mills',
    location: 'Calder Mills, Arkansas',
    text: `An ice storm that coated power lines, tree limbs and highway overpasses with up to half an inch of glaze overnight, the worst such storm in the area since February 2011, according to the National Weather Service, left about 18,000 Ridgeline Electric Cooperative customers without power Tuesday morning, many of them on rural roads north of Calder Mills.
      The cooperative said crews from three neighboring utilities are helping with repairs.
      Full restoration could take until Thursday.
      A warming center is open at the Calder Mills Armory on Fourth Street until 10 p.m.`,
  }),
  script({
    id: 'fresh26-health-quotes-mobile-dental-van',
    topic: 'health',
    title: 'Mobile dental clinic to start rural rounds next month',
    location: 'Stanwick, Missouri',
    text: `The Stanwick County Health Department will start sending a mobile dental clinic to four rural towns next month, the first regular dental care some of those communities have had in more than a decade.
      The converted 38-foot bus has two exam chairs and an X-ray machine and was paid for with a $412,000 state grant.
      "We have kids who have never seen a dentist, and adults who pull their own teeth," county health director Renee Okafor said.
      The van will stop in Gilchrist on Mondays and Pruitt Crossing on Thursdays.
      "People shouldn't have to drive 70 miles to get a cavity filled," retired hygienist Lyle Brandt said.`,
  }),
  script({
    id: 'fresh26-schools-quotes-robotics-team-fundraiser',
    topic: 'schools',
    title: 'Robotics team races to raise $18,000 for world championship trip',
    location: 'Ellery Grove, Ohio',
    text: `The Ellery Grove High School robotics team needs to raise $18,000 by March 1 to make its first trip to the world championship in Houston.
      The 14-member team, called the Gearhounds, qualified last weekend by winning a regional contest with a robot that stacks plastic cones.
      "These kids built this thing in a classroom with a leaking ceiling, so Houston is going to feel like the moon," coach Dana Whitfield said.
      Local businesses have pledged about $6,500 so far.
      Team captain Marcus Ybarra, a senior, has organized car washes every Saturday until the team reaches its goal.
      "We'll wash every car in Ohio if we have to," Ybarra said.`,
  }),
  script({
    id: 'fresh26-business-quotes-bookstore-in-old-bank',
    topic: 'business',
    title: 'Bookstore opens in long-empty bank building',
    location: 'Quarry Bend, Oregon',
    text: `A new independent bookstore opens Saturday in the former Quarry Bend Savings and Loan building on Alder Street, which has sat empty since 2019.
      Owner Priya Castellano, a former school librarian, spent 14 months and about $260,000 renovating the space, keeping the original bank vault as a reading room for children.
      "Every kid should get to sit inside a vault full of books at least once," Castellano said.
      The store, called Vault & Verse, will stock about 9,000 titles and host a story hour Wednesdays at 10 a.m.
      The grand opening starts at 9 a.m. with a ribbon cutting.`,
  }),
  script({
    id: 'fresh26-business-brief-hardware-store-closing',
    topic: 'business',
    title: 'Kessler Hardware to close after 97 years',
    location: 'Wendover Falls, New Hampshire',
    text: `Kessler Hardware, the last locally owned hardware store in Wendover Falls, will close Jan. 31 after 97 years on Mill Street, owner Glen Kessler said Monday.
      A liquidation sale with discounts of up to 60% begins Saturday at 8 a.m.`,
  }),
  script({
    id: 'fresh26-sports-quarter-scores-girls-basketball',
    topic: 'sports',
    title: 'Fenwick Ridge girls rally past Ashby Central, improve to 9-1',
    location: 'Fenwick Ridge, Iowa',
    text: `The Fenwick Ridge girls basketball team improved to 9-1 with a 58-51 win over visiting Ashby Central on Friday night.
      The Falcons trailed 16-12 after the first quarter and 29-27 at halftime before outscoring the Eagles 17-9 in the third.
      Junior guard Tamsin Oduya scored 22 points, 10 of them in the fourth quarter.
      Ashby Central (6-4) got 19 points from Kaylee Marchetti.
      Fenwick Ridge hosts Dorrance on Tuesday at 7 p.m.`,
  }),
  script({
    id: 'fresh26-sports-set-scores-tennis-state-title',
    topic: 'sports',
    title: 'Halvorsen wins state singles title in three sets',
    location: 'Brixley, South Carolina',
    text: `Brixley High senior Noor Halvorsen won the Class 3A girls singles state title Saturday, beating top-seeded Celia Watanabe of Port Ellison 6-4, 3-6, 7-5 in a final that lasted nearly three hours.
      Halvorsen, the fourth seed, broke serve at 5-5 in the third set and held at love to close out the match.
      She finishes her senior season with a 31-2 record.
      It is the first state tennis title in Brixley school history.`,
  }),
  script({
    id: 'fresh26-elections-tally-middle-school-bond',
    topic: 'elections',
    title: 'Merritt Valley voters approve $38.5 million school bond',
    location: 'Merritt Valley, Colorado',
    text: `Voters in the Merritt Valley School District approved a $38.5 million bond issue Tuesday to replace the district's 1950s-era middle school, according to unofficial results from the Sumner County Clerk's Office.
      The measure passed 4,212 to 3,867, or about 52% to 48%.
      It was the third time in six years the district had asked voters for the money.
      Construction could begin as soon as spring 2027, with the new school opening in fall 2029.
      The owner of a typical $300,000 home will pay about $118 more a year in property taxes.`,
  }),
  script({
    id: 'fresh26-government-tally-short-term-rental-cap',
    topic: 'government',
    title: 'Council caps short-term rental permits at 140',
    location: 'Brenner Harbor, Washington',
    text: `The Brenner Harbor City Council voted 5-2 Monday night to cap the number of short-term rental permits at 140, about 60 fewer than are active now.
      Council members Ruth Aldana and Peter Szabo cast the no votes.
      "We are losing year-round neighbors one house at a time," Mayor Celeste Ormond said.
      Owners with existing permits can keep them until they sell the property.
      The cap takes effect March 1.`,
  }),
  script({
    id: 'fresh26-crime-police-loader-atm-theft',
    topic: 'crime',
    title: 'Police: Man used stolen loader to rip ATM from credit union wall',
    location: 'Cressley, Indiana',
    text: `A 34-year-old man used a stolen front-end loader to tear an ATM out of the wall of a credit union early Sunday, police say.
      Officers found the loader abandoned about a mile away on Tolbert Road, with the ATM still in its bucket.
      Police say Derek Vollmer of Ashgrove was arrested hours later after a camera at the construction site where the loader was taken recorded his pickup's license plate.
      Vollmer is charged with burglary, theft and criminal mischief.
      He is being held in the Lanning County Jail on $75,000 bond.`,
  }),
  script({
    id: 'fresh26-courts-sentence-township-treasurer',
    topic: 'courts',
    title: 'Former township treasurer gets 3 years for embezzling $212,000',
    location: 'Tamsett Township, Michigan',
    text: `A former Tamsett Township treasurer was sentenced Thursday to three years in prison for embezzling about $212,000 from the township over six years.
      Police say Linda Carrow, 58, wrote 87 township checks to herself and hid the payments by listing them as snow-removal costs.
      Carrow pleaded guilty in September to one count of embezzlement by a public official.
      Circuit Judge Howard Benning also ordered her to repay the money.
      A routine audit first flagged the missing funds in 2025.`,
  }),
  script({
    id: 'fresh26-traffic-scheduled-bridge-deck-closure',
    topic: 'traffic',
    title: 'Elm Street bridge to close for four months starting Jan. 6',
    location: 'Lorimer, Pennsylvania',
    text: `The Elm Street bridge over Sandlick Creek in Lorimer will close to all traffic Jan. 6 for about four months while crews replace its deck.
      The 1962 span carries about 7,800 vehicles a day.
      Drivers will be detoured onto Route 318 and Hollow Road, adding about 10 minutes to the trip, according to the state Department of Transportation.
      A temporary footbridge will stay open for pedestrians.
      The $9.4 million project is scheduled to finish by May 15.`,
  }),
  script({
    id: 'fresh26-government-scheduled-landfill-hearing',
    topic: 'government',
    title: 'Public hearing set on Ridge Top Landfill expansion',
    location: 'Greer Hollow, Tennessee',
    text: `The Mossley County Planning Commission will hold a public hearing Dec. 9 on a proposal to expand the Ridge Top Landfill by 62 acres.
      The hearing begins at 6:30 p.m. in the auditorium of Greer Hollow High School, which seats about 400 people.
      Residents who want to speak must sign up by 5 p.m. Dec. 8 and will get three minutes each.
      Written comments will be accepted through Dec. 19.
      The commission is expected to vote in January.`,
  }),
  script({
    id: 'fresh26-fire-brief-farm-machine-shed',
    topic: 'fire',
    title: 'Fire destroys machine shed, two tractors east of Aldwick',
    location: 'Aldwick, Nebraska',
    text: `A fire destroyed a machine shed and two tractors on a farm east of Aldwick on Wednesday afternoon, the Aldwick Volunteer Fire Department said.
      No one was hurt, and the cause is under investigation.`,
  }),
  script({
    id: 'fresh26-economy-quotes-yarn-plant-closing',
    topic: 'economy',
    title: 'Harwick Textiles to close yarn plant, cutting 236 jobs',
    location: 'Tillery Junction, Alabama',
    text: `Harwick Textiles will close its yarn plant in Tillery Junction by the end of March, eliminating 236 jobs, the company said in a notice filed with the state Friday.
      The plant opened in 1978 and was once the county's largest employer, with more than 900 workers.
      The company said it is moving production to a newer plant in North Carolina.
      "This is the kind of news that touches every family in town," Mayor Dwight Akers said.
      The state workforce office will hold a job fair for affected workers Dec. 14 at the Tillery Junction Civic Center.`,
  }),
];
