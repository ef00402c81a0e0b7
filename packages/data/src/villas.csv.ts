/**
 * The villa list in the comma-separated format of docs/stays.md, parsed by
 * parseVillaCsv (src/parsers/villa-csv.ts). Kept as a TypeScript string
 * rather than a .csv file so the seed reads it the same way under tsx, the esbuild bundle and
 * Vite, with no file-path lookups at run time.
 *
 * Columns: url, image, location, name, description, rating, unused, bedrooms, bathrooms,
 * maxGuests. Fields with commas are double-quoted. Some rows leave bedrooms, bathrooms or
 * guests blank (the parser's defaults 4 / 4 / 10 apply), one bathroom count ends in '+', and
 * the blank line is skipped by the parser.
 */
export const villasCsv = `url,image,location,name,description,rating,source,bedrooms,bathrooms,maxGuests
/villas/villa-bellissima,/images/villas/villa-bellissima.svg,"Pedregal Oceanfront, Cabo San Lucas",Villa Bellissima,"Carved into the Pedregal cliffs, this six-bedroom retreat looks straight down on the Pacific. An infinity pool, a rooftop terrace and a chef's kitchen make it ideal for long, slow days with family and friends.",4.9,featured,6,7,14
/villas/villa-serenidad,/images/villas/villa-serenidad.svg,"Palmilla Beachfront, San José del Cabo",Villa Serenidad,"Step from the lawn onto one of the few swimmable beaches on the Corridor. Serenidad pairs calm, light-filled rooms with a heated pool, a palapa bar and a private path to the sand.",5.0,featured,5,5+,12
/villas/villa-cielo,/images/villas/villa-cielo.svg,"Pedregal Oceanfront, Cabo San Lucas",Villa Cielo,"High above the marina, Villa Cielo frames El Arco from almost every room. Evenings are spent by the fire pit while the city lights come on below.",4.8,,4,,10
/villas/villa-casa-del-mar-azul,/images/villas/villa-casa-del-mar-azul.svg,Cabo San Lucas,Casa del Mar Azul,"A modern hacienda of stone and glass around a central courtyard, a short walk from Médano Beach, restaurants and the marina.",4.7,,5,5,
/villas/villa-paraiso,/images/villas/villa-paraiso.svg,"Puerto Los Cabos, San José del Cabo",Villa Paraíso,"Set between the golf course and the Sea of Cortez, Paraíso has a lap pool, a home gym and easy access to the art galleries and farm-to-table restaurants of San José.",4.8,,7,7,15

/villas/villa-estrella-del-mar,/images/villas/villa-estrella-del-mar.svg,"Chileno Bay Beachfront, Tourist Corridor",Villa Estrella del Mar,"Right on Chileno Bay, with snorkelling from the beach and a deck built for sunset. Five suites open onto the water.",4.9,featured,5,6+,12
/villas/villa-amanecer,/images/villas/villa-amanecer.svg,Tourist Corridor,Villa Amanecer,"Named for the sunrise that fills its east-facing terraces, Amanecer is a quiet hillside hideaway with sweeping views of the Sea of Cortez.",4.6,,,,
/villas/villa-la-roca,/images/villas/villa-la-roca.svg,"Pedregal Oceanfront, Cabo San Lucas",Villa La Roca,"Built around a granite boulder that rises through the living room, La Roca is architecture you remember: bold, warm and open to the sea.",5.0,,6,6,12
/villas/villa-tranquila,/images/villas/villa-tranquila.svg,Cabo San Lucas,Villa Tranquila,"A gated, family-friendly villa in El Tezal with a shallow kids' pool, a games room and views across the bay to Land's End.",4.5,,4,4+,8
/villas/villa-alegria,/images/villas/villa-alegria.svg,"Palmilla Beachfront, San José del Cabo",Villa Alegría,"Colourful, joyful and made for celebrations: a beach lawn for forty, a swim-up bar and seven suites for the whole wedding party.",4.9,featured,7,7,15
/villas/villa-buena-vida,/images/villas/villa-buena-vida.svg,"Chileno Bay Beachfront, Tourist Corridor",Villa Buena Vida,"Easy, barefoot luxury on the sand, with kayaks and paddleboards ready at the water's edge and a chef who cooks the catch of the day.",4.8,,5,5,11
/villas/villa-vista-arcos,/images/villas/villa-vista-arcos.svg,"Pedregal Oceanfront, Cabo San Lucas",Villa Vista Arcos,"The closest villa to the Arch, with a glass-edged pool that seems to spill into the Pacific and a cinema room for cooler evenings.",4.7,,6,6,13
`;
