import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AK: two long wire ledes, a school dispute with quoted speakers on both sides, a game result, a bond vote tally, an arrest, a storm warning, a plant closing, a road-closure brief and a flu clinic. Every person, place, business and figure is invented.
 */
export const freshScriptsAK: CorpusScript[] = [
  script({
    id: 'fresh37-government-wire-lede-water-main-break',
    topic: 'government',
    title: 'Water main break leaves north side without water',
    location: 'Brennick Falls, Ohio',
    text: `A water main break beneath Calder Avenue flooded the basements of at least 14 homes overnight Tuesday, city utility officials said Wednesday, leaving about 2,300 customers on the north side of Brennick Falls without running water and forcing the closure of two elementary schools while crews dug through frozen ground to reach the ruptured 16-inch pipe, which was laid in 1948.
      Service should be back by 6 p.m. Thursday.
      Bottled water is available at Fire Station 3 on Loring Street.`,
  }),
  script({
    id: 'fresh37-fire-wire-lede-dairy-barn',
    topic: 'fire',
    title: 'Wind and distant hydrant doom century-old dairy barn',
    location: 'Ansel Township, Michigan',
    text: `Because winds were gusting past 40 miles an hour and the nearest fire hydrant was more than a mile away on Tolliver Road, volunteer firefighters in rural Ansel Township could do little Tuesday afternoon but watch a 120-year-old dairy barn burn to the ground.
      Crews from four departments hauled water in tankers and kept the flames from reaching the farmhouse about 200 feet away.
      No one was hurt, but the owner says 11 calves died.
      The state fire marshal's office says the fire appears to have started with a space heater.`,
  }),
  script({
    id: 'fresh37-schools-quotes-pine-hollow-closing',
    topic: 'schools',
    title: 'Parents and board split over plan to close Pine Hollow Elementary',
    location: 'Harlan Ridge, Oregon',
    text: `The Harlan Ridge school board votes Thursday on a plan to close Pine Hollow Elementary and send its 212 students to two other buildings across town.
      "We chose this neighborhood because of this school, and now they want to put 7-year-olds on a bus for 50 minutes each way," said Lucinda Marrow, whose twin daughters are in third grade at Pine Hollow.
      District engineers say the 1961 building needs $4.7 million in roof, boiler and wiring work.
      "Nobody on this board wants to close a school, but we cannot keep patching a roof that leaks every single spring," said board president Everett Quayle.`,
    quotes: 2,
    speakers: ['Lucinda Marrow', 'Everett Quayle'],
  }),
  script({
    id: 'fresh37-sports-result-hornets-basketball',
    topic: 'sports',
    title: 'Breckenridge scores 27 as Hornets hold off Merritt Valley',
    location: 'Coldwater Bluffs, Iowa',
    text: `The Coldwater Bluffs Hornets held off Merritt Valley 68-61 Friday night to win their sixth straight game.
      Senior guard Tasha Breckenridge led the way with 27 points, 9 rebounds and 4 steals, and she hit 5 of 7 from three-point range.
      Merritt Valley cut the lead to 2 with 1:48 left before Breckenridge made four straight free throws.
      The Hornets, now 8-2, host Dellwood at 7:30 p.m. Tuesday.`,
  }),
  script({
    id: 'fresh37-elections-tally-fire-station-bond',
    topic: 'elections',
    title: 'Marlow Township voters approve $12.6 million bond',
    location: 'Marlow Township, New Jersey',
    text: `Voters in Marlow Township approved a $12.6 million bond for a new fire station and public works garage Tuesday, 3,418 votes to 2,907, according to unofficial results from the county clerk.
      That is about 54 percent in favor.
      Turnout was 31.4 percent of the township's 20,140 registered voters, up from 19 percent in the last special election in 2023.
      The bond will add about $86.40 a year to the average homeowner's property tax bill.`,
  }),
  script({
    id: 'fresh37-crime-arrest-quickstop-shooting',
    topic: 'crime',
    title: 'Man held on $250,000 bail in convenience store shooting',
    location: 'Fenwick Harbor, Washington',
    text: `A 34-year-old Fenwick Harbor man is being held on $250,000 bail, charged with attempted murder in a shooting outside a convenience store Saturday night.
      Police say Darnell Ashgrove fired three shots at a 22-year-old man during an argument in the parking lot of the QuickStop on Bayliss Road at about 11:40 p.m.
      The victim was hit once in the leg and is in stable condition.
      Ashgrove was arrested Sunday at a relative's home in nearby Tilden and is due in court Dec. 9.`,
  }),
  script({
    id: 'fresh37-weather-warning-winter-storm',
    topic: 'weather',
    title: 'Winter storm warning: up to 18 inches on the ridges',
    location: 'Stoneham Gap, Pennsylvania',
    text: `The National Weather Service has issued a winter storm warning for Greer, Hatton and Lusk counties from 7 p.m. Thursday until 1 p.m. Saturday.
      Forecasters expect 8 to 14 inches of snow in the valleys and up to 18 inches on ridges above 2,000 feet.
      Winds gusting to 45 miles an hour could cause blowing snow and near-zero visibility on the interstate.
      Greer County road crews will start pretreating highways at 3 p.m. Thursday.`,
  }),
  script({
    id: 'fresh37-business-layoffs-box-plant',
    topic: 'business',
    title: 'Halvorsen Packaging to close Ridley Mills plant, cutting 186 jobs',
    location: 'Ridley Mills, North Carolina',
    text: `Halvorsen Packaging will close its corrugated box plant in Ridley Mills on Feb. 28, eliminating 186 jobs, according to a notice the company filed with the state labor department Tuesday.
      The plant opened in 1974 and once employed more than 400 people, with an average wage of $21.75 an hour.
      The company says about 20 workers will be offered jobs at its plant in Corbin Lake, 90 miles away.
      County officials say the closing wipes out roughly 7 percent of the manufacturing jobs in Ridley County.`,
  }),
  script({
    id: 'fresh37-traffic-brief-calloway-street',
    topic: 'traffic',
    title: 'Calloway Street lanes close for the weekend',
    location: 'Port Adair, Maryland',
    text: `Westbound Calloway Street between Fifth and Ninth avenues in downtown Port Adair will close at 9 p.m. Friday so crews can replace a water line.
      The lanes are scheduled to reopen by 5 a.m. Monday, and drivers are asked to use Mercer Street instead.`,
  }),
  script({
    id: 'fresh37-health-event-flu-clinic',
    topic: 'health',
    title: 'Free flu shots Saturday at Wexley Community Center',
    location: 'Wexley, Minnesota',
    text: `The Dorrance County Health Department will hold a free flu shot clinic Saturday from 9 a.m. to 1 p.m. in the gym at the Wexley Community Center, 410 Birch Street.
      Anyone 6 months or older is eligible, and no appointment or insurance is needed.
      Children under 18 must come with a parent or guardian.
      Nurses will also offer COVID-19 boosters to adults 65 and older.
      Last year's clinic gave shots to 1,126 people.`,
  }),
];
