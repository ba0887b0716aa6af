import { script } from './script';
import type { CorpusScript } from './script';

export const economyAndBusiness: CorpusScript[] = [
  script({
    id: 'economy-jobs-report',
    topic: 'economy',
    title: 'County unemployment falls',
    location: 'Hamlin County, Indiana',
    text: `Unemployment in Hamlin County fell to 3.8% in October, down from 4.6% a year ago.
      The state labor department says employers added 1,450 jobs over the year, most of them in health care, warehousing and construction.
      Manufacturing lost about 200 jobs.
      The average weekly wage rose to $1,084, up 4.2% from last October.
      Statewide, unemployment stands at 4.1%.`,
  }),
  script({
    id: 'economy-budget-shortfall',
    topic: 'economy',
    title: 'City faces budget shortfall',
    location: 'Maple Falls, Ohio',
    text: `Maple Falls is facing a $4.7 million hole in next year's budget.
      The city's finance director told council members Monday that sales tax revenue came in 6% below projections, while health insurance costs rose 11%.
      The general fund totals about $62 million.
      Options on the table include a hiring freeze, delaying $1.3 million in road projects and raising trash fees by $3 a month.
      "Every choice in front of us hurts somebody," said Finance Director Priya Raman.
      Council has until Dec. 15 to pass a balanced budget.`,
    quotes: 1,
    speakers: ['Finance Director Priya Raman'],
  }),
  script({
    id: 'economy-gas-prices',
    topic: 'economy',
    title: 'Gas prices drop before the holiday',
    location: 'Cedar Grove, Indiana',
    text: `Gas prices keep falling ahead of the holiday weekend.
      The average price for a gallon of regular in Cedar Grove is $2.89 today. That is 14 cents lower than a week ago and 41 cents lower than a year ago.
      Analysts credit lower crude oil prices and weaker demand after the summer driving season.
      The cheapest gas in town is $2.71 at a station on Route 9.`,
  }),
  script({
    id: 'business-plant-expansion',
    topic: 'business',
    title: 'Battery plant expansion brings jobs',
    location: 'Fairhaven, Pennsylvania',
    text: `A battery parts maker is expanding in Fairhaven, and that means 350 new jobs.
      Northstar Cell Components announced a $210 million addition to its plant on Industrial Parkway.
      The new jobs pay an average of $27 an hour. Hiring starts in the spring of 2027.
      The state is offering $8.5 million in tax credits, tied to the company meeting its hiring targets.
      "Fairhaven has the workers and the rail line we need to grow here," said Northstar Chief Executive Lena Sorensen.
      The addition should be finished by the end of 2028.`,
    quotes: 1,
    speakers: ['Northstar Chief Executive Lena Sorensen'],
  }),
  script({
    id: 'business-downtown-closing',
    topic: 'business',
    title: 'Downtown department store to close',
    location: 'Lakeview, Michigan',
    text: `After 71 years, Harmon's Department Store in downtown Lakeview will close its doors in January.
      The family-owned store opened in 1955 and once employed more than 100 people.
      Today it has 18 employees. The owners say online shopping and rising rent made it impossible to keep going.
      A closing sale starts Saturday with discounts of up to 60 percent.
      The building's owner has not said what will replace it.`,
  }),
  script({
    id: 'business-restaurant-opening',
    topic: 'business',
    title: 'Food hall opens in old rail depot',
    location: 'Brookside, Tennessee',
    text: `The old Brookside rail depot has a new life as a food hall.
      Depot Market opened this weekend with nine local vendors, from tacos to Ethiopian coffee.
      The restoration took two years and cost about $6 million, part of it paid for with historic tax credits.
      "My grandfather bought train tickets at that window, and now my daughter sells dumplings there," said vendor Mei Lin Tran.
      The hall is open seven days a week.`,
    quotes: 1,
    speakers: ['Mei Lin Tran'],
  }),
];
