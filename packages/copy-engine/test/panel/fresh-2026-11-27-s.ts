import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set S: long wire ledes, quoted speakers, sports results, vote tallies, court and crime copy, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsS: CorpusScript[] = [
  script({
    id: 'fresh19-fire-wire-lede-warehouse-blaze',
    topic: 'fire',
    title: 'Overnight fire guts vacant furniture warehouse',
    location: 'Pell Crossing, Ohio',
    text: `Shortly after 2 a.m. Thursday, a three-alarm fire tore through a vacant furniture warehouse on the north side of Pell Crossing, sending flames more than 40 feet into the air and forcing the evacuation of 11 nearby homes, according to Fire Chief Daniel Marsh, who said crews from four departments spent nearly five hours bringing the blaze under control.
      No one was hurt.
      The building, once home to Hollister Furniture, had been empty since 2021.
      Investigators from the state fire marshal's office are expected at the scene Friday, and the cause remains under investigation.`,
  }),
  script({
    id: 'fresh19-economy-wire-lede-jobless-rate',
    topic: 'economy',
    title: 'Regional jobless rate falls to lowest level since 2019',
    location: 'Callowell, Pennsylvania',
    text: `Across the five-county Tri-River region, the unemployment rate fell to 3.6 percent in October, down from 4.1 percent a year earlier and the lowest reading since the spring of 2019, according to figures released Wednesday by the state labor department, which credited steady hiring at warehouses, hospitals and a new battery plant outside Callowell.
      About 212,000 people in the region now hold jobs.
      Manufacturing added roughly 1,400 positions over the year, while retail employment slipped slightly.`,
  }),
  script({
    id: 'fresh19-business-wire-lede-pierogi-plant',
    topic: 'business',
    title: 'Frozen food maker to add 120 jobs with plant expansion',
    location: 'Marrowfield, Wisconsin',
    text: `Brightwater Foods, a family-owned maker of frozen pierogies and dumplings that has operated in Marrowfield since 1987, plans to spend $38 million expanding its plant on Kessler Road, a project the company says will add 120 jobs paying an average of $24 an hour and nearly double its output by the end of 2028.
      Construction is set to begin in March.
      The company now employs about 340 people.
      City leaders approved a seven-year tax abatement for the project last month.`,
  }),
  script({
    id: 'fresh19-government-wire-lede-bridge-plan',
    topic: 'government',
    title: 'County commissioners approve $14 million bridge replacement',
    location: 'Tolland Ferry, Missouri',
    text: `A $14.2 million plan to replace the 92-year-old Cedar Street bridge over Tenney Fork Creek was approved by the Haskett County Commission on Monday, ending nearly three years of debate over whether the narrow two-lane span, which carries about 9,000 vehicles a day, should be repaired or torn down and rebuilt.
      Federal grants will cover about 80 percent of the cost.
      The bridge will close in the summer of 2027 for roughly 11 months.
      A detour will send traffic along Millers Road.`,
  }),
  script({
    id: 'fresh19-health-wire-lede-norovirus',
    topic: 'health',
    title: 'Stomach virus outbreak sickens dozens at two nursing homes',
    location: 'Orley Bend, Iowa',
    text: `A stomach virus that has sickened at least 63 residents and staff members at two nursing homes in Orley Bend since Nov. 18 has been identified as norovirus, county health officials said Tuesday, adding that both facilities have suspended visits and group meals while workers disinfect common areas, dining rooms and shared bathrooms.
      Six people were treated at Orley Bend Regional Medical Center.
      All have since been released.
      Health officials urge residents to wash their hands often with soap and water.`,
  }),
  script({
    id: 'fresh19-crime-wire-lede-catalytic-converters',
    topic: 'crime',
    title: 'Police say man stole catalytic converters from dozens of cars',
    location: 'Saxby Heights, Arizona',
    text: `Police say a 29-year-old Saxby Heights man who was arrested Sunday outside a scrap yard on Industrial Parkway stole catalytic converters from at least 37 vehicles parked at apartment complexes and church lots across the city over the past two months, selling the parts for as much as $250 apiece, according to a criminal complaint filed Monday.
      Kendall Ray Whitford faces 37 counts of theft and one count of trafficking in stolen property.
      He is being held on a $75,000 bond.
      Detectives say more charges are possible.`,
  }),
  script({
    id: 'fresh19-weather-wire-lede-lake-effect',
    topic: 'weather',
    title: 'Lake-effect snow could bury parts of county under 11 inches',
    location: 'Renwick Falls, New York',
    text: `Parts of Renwick County could see as much as 11 inches of lake-effect snow by Wednesday evening, the National Weather Service said Monday, warning that bands of heavy snow falling at 2 to 3 inches an hour could drop visibility to near zero on the Renwick Expressway and strand drivers who head out during the Tuesday afternoon commute.
      A lake-effect snow warning takes effect at 7 p.m. Monday.
      Schools in Renwick Falls have already called off classes for Tuesday.
      Road crews will work 12-hour shifts until the storm ends.`,
  }),
  script({
    id: 'fresh19-schools-quotes-phone-ban',
    topic: 'schools',
    title: 'High school to lock up student cellphones starting in January',
    location: 'Garnet Hollow, Oregon',
    text: `Students at Garnet Hollow High School will have to lock their cellphones in pouches during the school day starting in January, under a policy the school board approved 4-1 Tuesday night.
      Principal Angela Ruiz-Fenner, 51, pushed for the change after teachers reported that phones were disrupting nearly every class. "Kids are texting each other across the room instead of learning," Ruiz-Fenner said. "We owe them six hours a day without that buzz in their pocket."
      Senior class president Owen Talbot, 17, told the board that many students rely on their phones to arrange rides and after-school jobs. "Nobody is against paying attention," he said. "We just want a say in how this works."
      Board member Carla Voss, 62, cast the lone vote against the policy. "That is $41,000 we could have spent on a reading tutor," Voss said.
      Ruiz-Fenner said the district will review the policy after one semester. Talbot said students plan to propose changes in the spring.`,
  }),
  script({
    id: 'fresh19-health-quotes-flu-clinic',
    topic: 'health',
    title: 'County opens free flu shot clinics as cases climb',
    location: 'Brackett Mills, Kentucky',
    text: `The Corliss County Health Department will hold free flu shot clinics on three Saturdays in December after reported flu cases more than doubled in the past two weeks.
      "We are seeing the kind of numbers we usually don't see until January," said Dr. Priya Halvorsen, 44, the county's medical director. "If you have been putting off your shot, this is the week to get it."
      Halvorsen said 214 cases were reported through Monday, compared with 97 two weeks earlier.
      Retired bus driver Harold Pike, 78, was among the first in line at a trial clinic Wednesday. "My wife and I never miss it," Pike said. "At our age, you don't take chances."
      The clinics will run from 9 a.m. to 1 p.m. at the Brackett Mills Community Center. No appointment or insurance is required, Halvorsen said.`,
  }),
  script({
    id: 'fresh19-government-quotes-water-rates',
    topic: 'government',
    title: 'Water bills to rise 8 percent as city replaces aging pipes',
    location: 'Ferris Glen, Nebraska',
    text: `Residents of Ferris Glen will pay about 8 percent more for water starting Jan. 1, city officials announced Thursday, with the extra money going toward replacing lead service lines.
      City Manager Dwight Okafor, 58, said the typical household bill will rise from $46 to about $50 a month. "Nobody likes a rate increase, and I don't either," Okafor said. "But some of these pipes went into the ground when my grandfather was a boy."
      Public Works Director Lena Marchetti, 45, said crews will replace about 600 lines next year. "We are going street by street, starting with the oldest neighborhoods," she said.
      Gloria Estrada, a 66-year-old retiree on a fixed income, said the increase will hurt. "Four dollars doesn't sound like much until you add it to everything else," Estrada said.
      Okafor said the city will offer a discount to low-income seniors. Marchetti said the work should take about seven years.`,
  }),
  script({
    id: 'fresh19-traffic-quotes-roundabout',
    topic: 'traffic',
    title: "New roundabout opens at county's most dangerous intersection",
    location: 'Quill Harbor, Michigan',
    text: `A new roundabout opened Monday at the intersection of Birch Lake Road and County Road 7, a crossing that saw 11 crashes and two deaths over the past five years.
      County engineer Ruth Amsel, 49, said the $3.1 million project should cut serious crashes there by more than half. "Roundabouts force everybody to slow down," Amsel said. "You can't blow through one at 55 miles an hour."
      Not everyone is convinced. Trucker Dale Kowalczyk, 61, said the circle is tight for a loaded semi. "I made it around this morning, but it was close," he said. "Ask me again when there's ice on the road."
      Amsel said the center island has a sloped apron built for large trucks. Kowalczyk said he would give it a month before making up his mind.
      The county will hold a public information session Dec. 9 at 6 p.m.`,
  }),
  script({
    id: 'fresh19-sports-statline-basketball',
    topic: 'sports',
    title: 'Ortiz scores 31 as Wexley rolls past North Pardee',
    location: 'Wexley, Indiana',
    text: `Jalen Ortiz scored 31 points and grabbed 11 rebounds as Wexley beat North Pardee 68-54 Friday night in the season opener for both teams.
      Ortiz, a 6-foot-5 senior, made nine of his first 12 shots and added four assists. Guard Terrence Bell chipped in 14 points for the Wildcats.
      North Pardee trailed by just three at halftime but went nearly six minutes without a field goal in the third quarter. Sophomore Eli Strand led the Hornets with 19 points.
      Wexley hosts Danforth on Tuesday at 7 p.m.`,
  }),
  script({
    id: 'fresh19-sports-score-football-playoff',
    topic: 'sports',
    title: 'Calder Ridge advances to state semifinals with 28-21 win',
    location: 'Calder Ridge, Texas',
    text: `Calder Ridge beat Hollins Creek 28-21 Friday night to reach the Class 4A state semifinals for the first time since 2009.
      Quarterback Nate Delacroix threw for 240 yards and two touchdowns, and running back Isaiah Grant ran for two more, including a 7-yard score with 1:48 left that broke a 21-21 tie.
      Hollins Creek had a chance to answer, but a fourth-down pass fell incomplete at the Calder Ridge 30-yard line with 19 seconds remaining.
      The Mustangs, now 12-1, will face Bellweather next Friday at a site to be announced.`,
  }),
  script({
    id: 'fresh19-government-council-vote-rentals',
    topic: 'government',
    title: 'Council votes 6-1 to cap short-term rentals',
    location: 'Wren Harbor, Maine',
    text: `The Wren Harbor City Council voted 6-1 Tuesday night to cap the number of short-term rental permits at 150, a move supporters say will free up housing for year-round residents.
      The cap takes effect March 1. About 210 permits are active now. Current holders will be allowed to renew, but no new permits will be issued until the total falls below the limit.
      Council member Jonah Brightman cast the lone vote against the measure, saying it would hurt property owners who depend on rental income.
      Violators face fines of up to $1,000 a day. The council will review the cap in two years.`,
  }),
  script({
    id: 'fresh19-elections-referendum-library-levy',
    topic: 'elections',
    title: 'Voters approve library levy by wide margin',
    location: 'Amberlin, Minnesota',
    text: `Voters in Amberlin approved a property tax levy to build a new public library in a special election Tuesday, with 61 percent voting yes and 39 percent voting no, according to unofficial results from the county auditor.
      The measure passed 5,071 to 3,239. Turnout was about 34 percent of registered voters.
      The levy will raise $9.6 million over 20 years. For the owner of a $250,000 home, it will add about $58 a year in property taxes.
      The current library, built in 1964, has no elevator and floods during heavy rain. The city hopes to break ground in 2027.`,
  }),
  script({
    id: 'fresh19-crime-arrest-two-pharmacy-burglary',
    topic: 'crime',
    title: 'Two arrested in pharmacy break-in',
    location: 'Delmore Station, Georgia',
    text: `Two people have been arrested in connection with a break-in at a pharmacy on Hampton Avenue early Sunday, police said Monday.
      Travis Lee Harmon, 24, and Kayla Dunsmore, 22, both of Delmore Station, are each charged with second-degree burglary, possession of a controlled substance and criminal damage to property. Harmon also faces a charge of obstruction for allegedly running from officers.
      Police say the pair smashed a rear window at Corbin Family Pharmacy around 3:15 a.m. and took about $4,000 worth of prescription drugs. An officer on patrol spotted them leaving the parking lot.
      Both are being held in the Ashby County jail. Dunsmore's bond was set at $20,000. Harmon is being held without bond.`,
  }),
  script({
    id: 'fresh19-courts-sentencing-church-treasurer',
    topic: 'courts',
    title: 'Former church treasurer sentenced for embezzling $312,000',
    location: 'Yarrow Bluff, Tennessee',
    text: `A former church treasurer was sentenced Thursday to six years in prison for stealing more than $312,000 from a Yarrow Bluff congregation over nearly a decade.
      Dolores Whitcomb, 67, pleaded guilty in September to theft of property over $250,000. Circuit Judge Raymond Achterberg also ordered her to pay full restitution to Grace Hill Methodist Church.
      Prosecutors said Whitcomb wrote herself 214 checks between 2015 and 2024 and hid the withdrawals in the church's books. The thefts came to light when a new pastor asked for an outside audit.
      Whitcomb will be eligible for parole after serving about two years, prosecutors said.`,
  }),
  script({
    id: 'fresh19-weather-brief-freezing-fog',
    topic: 'weather',
    title: 'Freezing fog advisory in effect until 10 a.m. Friday',
    location: 'Tallis Junction, Idaho',
    text: `A freezing fog advisory is in effect for the Tallis Valley from 11 p.m. Thursday until 10 a.m. Friday, with visibility expected to drop below a quarter mile at times.
      Drivers should slow down, leave extra distance and watch for slick spots on bridges and overpasses.`,
  }),
  script({
    id: 'fresh19-traffic-brief-main-street-closure',
    topic: 'traffic',
    title: 'Main Street to close overnight for water main repair',
    location: 'Osgood Falls, Vermont',
    text: `Main Street in downtown Osgood Falls will close between Elm and Church streets from 8 p.m. Monday until 5 a.m. Tuesday while crews replace a broken water main.
      Detour signs will direct drivers to Mill Road, and businesses along the block will remain open.`,
  }),
  script({
    id: 'fresh19-schools-brief-boiler-closing',
    topic: 'schools',
    title: 'Elementary school closed Monday after boiler failure',
    location: 'Harwick Point, Montana',
    text: `Lindell Elementary School in Harwick Point will be closed Monday after its boiler failed over the weekend and classroom temperatures fell below 50 degrees.
      District officials said about 310 students will have a remote learning day, and free breakfast and lunch will be available for pickup from 10 a.m. to noon at Harwick Point Middle School.`,
  }),
];
