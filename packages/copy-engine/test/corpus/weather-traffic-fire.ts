import { script } from './script';
import type { CorpusScript } from './script';

export const weatherTrafficAndFire: CorpusScript[] = [
  script({
    id: 'weather-ice-storm',
    topic: 'weather',
    title: 'Ice storm warning for the region',
    location: 'Cedar Grove, Indiana',
    text: `An ice storm warning takes effect at 6 p.m. tonight for Cedar Grove and the rest of Hamlin County.
      Forecasters expect up to half an inch of ice by Friday morning.
      That is enough to snap tree limbs and bring down power lines.
      Temperatures will hover near 31 degrees overnight before climbing to 38 on Friday afternoon.
      [CG: ICE STORM WARNING 6 PM THU - NOON FRI]
      Road crews will pre-treat bridges and overpasses this evening. If you do not have to drive tomorrow morning, do not.`,
  }),
  script({
    id: 'weather-heat-advisory',
    topic: 'weather',
    title: 'Heat advisory and cooling centers',
    location: 'Riverton, Texas',
    text: `It will feel like 108 degrees in Riverton this afternoon.
      A heat advisory is in effect until 8 p.m., the fourth one this month.
      The city has opened three cooling centers, at the Main Library, the Eastside Recreation Center and Grace Fellowship Church.
      "Check on your elderly neighbors, and please do not leave children or pets in a car, even for a minute," said Fire Chief Tomas Villanueva.
      Relief is on the way. A cold front should drop highs into the low 90s by Sunday.`,
    quotes: 1,
    speakers: ['Fire Chief Tomas Villanueva'],
  }),
  script({
    id: 'weather-flood-cleanup',
    topic: 'weather',
    title: 'Flood cleanup along Miller Creek',
    location: 'Brookside, Tennessee',
    text: `Cleanup is under way along Miller Creek after more than five inches of rain fell in less than 12 hours.
      The creek crested at 17.4 feet early Sunday, nearly four feet above flood stage.
      About 40 homes took on water. The Red Cross has opened a shelter at Brookside Middle School.
      Emergency managers say damage could top $2 million.
      The county is asking homeowners to report damage online so it can qualify for state aid.`,
  }),
  script({
    id: 'traffic-bridge-closure',
    topic: 'traffic',
    title: 'Harbor Bridge closes for repairs',
    location: 'Port Harlan, Oregon',
    text: `Drivers who use the Harbor Bridge will need another route starting Monday.
      The state Department of Transportation is closing the bridge for 10 weeks to replace its deck joints.
      About 22,000 vehicles cross it on a typical weekday.
      The detour sends traffic along Front Street and over the Willow Street bridge, adding about 15 minutes at rush hour.
      [MAP: DETOUR ROUTE]
      "We know this is painful, and we scheduled it for summer when school traffic is lighter," said project manager Dana Okafor.`,
    quotes: 1,
    speakers: ['Dana Okafor'],
  }),
  script({
    id: 'traffic-interstate-crash',
    topic: 'traffic',
    title: 'Crash snarls Interstate 70',
    location: 'Lakeview, Michigan',
    text: `A crash involving a tractor-trailer and three cars has shut down the westbound lanes of Interstate 70 near Exit 41.
      State troopers say the truck jackknifed just before 7 a.m.
      Two people were taken to the hospital with injuries that are not life threatening.
      Traffic is backed up for about four miles. Troopers expect the lanes to stay closed until at least 10 a.m.
      Use Highway 12 or Old Mill Road instead.`,
  }),
  script({
    id: 'fire-apartment-blaze',
    topic: 'fire',
    title: 'Apartment fire displaces families',
    location: 'Riverton, Texas',
    text: `[NAT SOUND: SIRENS]
      A fire tore through an apartment building on Alder Street overnight, forcing 23 people from their homes.
      Firefighters got the call around 2:30 a.m. and found flames coming from the second floor.
      Everyone got out. One firefighter was treated for heat exhaustion.
      [SOT: Battalion Chief Rosa Delgado]
      "The smoke alarms worked, and that is the reason we are not talking about a tragedy this morning," Battalion Chief Rosa Delgado said.
      The Red Cross is helping nine families with food, clothing and a place to stay.
      Investigators have not said what started the fire.`,
    quotes: 1,
    speakers: ['Battalion Chief Rosa Delgado'],
  }),
  script({
    id: 'fire-brush-fire',
    topic: 'fire',
    title: 'Brush fire near Sandhill Road contained',
    location: 'Mesa Verde Springs, Arizona',
    text: `Crews have contained a brush fire that burned about 140 acres near Sandhill Road.
      The fire started Tuesday afternoon and was pushed by winds gusting to 35 miles an hour.
      Twelve homes were evacuated as a precaution. Residents were allowed back in this morning.
      No structures were damaged. Fire officials believe a spark from a trailer chain started it.
      They are reminding drivers to check that chains are not dragging on the pavement.`,
  }),
];
