/**
 * The restaurant list in our comma-separated format, read by parseRestaurantList
 * (src/parsers/restaurant-list.ts). Header row first; columns: name,
 * cuisine, price word (Very Expensive / Expensive / Moderate / anything else), location,
 * address, rating, rating label, review count, bookings today, description, image, hours
 * ('Daily 5:00 PM - 11:00 PM' or 'Tue-Sun …; Mon Closed', parseWeeklyHours).
 * It deliberately holds duplicates by name with different review counts (as exported lists
 * do); the parser keeps the one with the most reviews. Kept as a TypeScript string so every
 * runtime (tsx, the esbuild bundle, Vite) reads it without file lookups.
 */
export const restaurantListText = `name,cuisine,price,location,address,rating,ratingLabel,reviewCount,bookingsToday,description,image,hours
Nick-San,Japanese,Expensive,Cabo San Lucas,"Blvd. Marina, Plaza de la Danza, Cabo San Lucas",4.7,Awesome,1265,26,"Baja-Japanese pioneers: sashimi of local fish with chiles, citrus and sea salt, and the best omakase on the peninsula.",/images/restaurants/nick-san.svg,Daily 12:00 PM - 10:30 PM
Sunset Monalisa,Fine Dining,Very Expensive,Tourist Corridor,"Carretera Transpeninsular km 5.5, Misiones del Cabo",4.8,Exceptional,2108,31,"Terraces stepping down the cliff face the Arch at sunset; a Mediterranean tasting menu and a deep wine cellar.",/images/restaurants/sunset-monalisa.svg,Daily 5:00 PM - 10:30 PM
Manta,Contemporary Mexican,Very Expensive,Tourist Corridor,"The Cape, Carretera Transpeninsular km 5, Misiones del Cabo",4.7,Awesome,986,14,"Pacific-rim cooking with Mexican, Peruvian and Japanese notes, in a dining room that opens to the Arch.",/images/restaurants/manta.svg,Daily 6:00 PM - 10:00 PM
Acre,International,Expensive,San José del Cabo,"Calle Camino Real, Las Animas Bajas, San José del Cabo",4.6,Awesome,1733,22,"Treehouse dining in a palm grove, with a garden-driven menu, craft cocktails and live music on weekends.",/images/restaurants/acre.svg,Tue-Sun 5:00 PM - 11:00 PM; Mon Closed
La Lupita Taco & Mezcal,Mexican,Moderate,San José del Cabo,"Calle Morelos, Centro, San José del Cabo",4.6,Awesome,1402,12,"Creative tacos on handmade tortillas and a long list of small-batch mezcals in a lively courtyard.",/images/restaurants/la-lupita-taco-mezcal.svg,Mon-Sat 1:00 PM - 11:00 PM; Sun Closed
Nick-San,Japanese,Expensive,Cabo San Lucas,"Blvd. Marina, Plaza de la Danza, Cabo San Lucas",4.6,Awesome,804,26,"Baja-Japanese pioneers with sashimi of local fish.",/images/restaurants/nick-san.svg,Daily 12:00 PM - 10:30 PM
Lorenzillo's,Seafood,Expensive,Cabo San Lucas,"Blvd. Marina, Cabo San Lucas",4.5,Awesome,1190,9,"Lobster prepared a dozen ways on a waterfront deck overlooking the marina's yachts.",/images/restaurants/lorenzillo-s.svg,Daily 12:00 PM - 11:00 PM
Edith's,Mexican,Expensive,Cabo San Lucas,"Camino de los Pescadores, Médano Beach",4.6,Awesome,1654,17,"A candle-lit Médano Beach classic for Baja lobster, flambéed desserts and mariachi.",/images/restaurants/edith-s.svg,Daily 5:00 PM - 11:00 PM
Don Manuel's,Contemporary Mexican,Very Expensive,Cabo San Lucas,"Waldorf Astoria Los Cabos Pedregal, Camino del Mar",4.8,Exceptional,612,8,"Regional Mexican cooking at a wood-fired grill, with heirloom corn tortillas made at the table.",/images/restaurants/don-manuel-s.svg,Daily 6:00 PM - 10:00 PM
The Office on the Beach,Mexican,Moderate,Cabo San Lucas,"Playa El Médano, Cabo San Lucas",4.4,Excellent,2871,24,"Toes in the sand on Médano Beach: breakfast, fish tacos and cold margaritas under bright umbrellas.",/images/restaurants/the-office-on-the-beach.svg,Daily 7:00 AM - 10:00 PM
Edith's,Mexican,Expensive,Cabo San Lucas,"Camino de los Pescadores, Médano Beach",4.5,Awesome,1022,17,"A Médano Beach classic for Baja lobster.",/images/restaurants/edith-s.svg,Daily 5:00 PM - 11:00 PM
Ruth's Chris Steak House,Steakhouse,Very Expensive,Cabo San Lucas,"Puerto Paraíso, Cabo San Lucas",4.5,Awesome,1518,11,"USDA prime steaks sizzling on a 500° plate, with a marina-view terrace.",/images/restaurants/ruth-s-chris-steak-house.svg,Daily 1:00 PM - 11:00 PM
Tacos Gardenias,Mexican,Inexpensive,Cabo San Lucas,"Calle Mariano Abasolo, Centro, Cabo San Lucas",4.5,Awesome,2260,0,"A beloved local taquería for fish and shrimp tacos with a salsa bar worth the trip.",/images/restaurants/tacos-gardenias.svg,Daily 9:00 AM - 10:00 PM
Da Giorgio,Italian,Expensive,Tourist Corridor,"Carretera Transpeninsular km 5.5, Misiones del Cabo",4.5,Awesome,975,6,"Wood-fired pizza and homemade pasta on a hilltop terrace with a postcard view of the Arch.",/images/restaurants/da-giorgio.svg,Daily 5:00 PM - 10:30 PM

Cocina del Mar,Fine Dining,Very Expensive,Tourist Corridor,"Esperanza, Carretera Transpeninsular km 7, Punta Ballena",4.9,Exceptional,743,21,"A clifftop tasting menu of Baja seafood, paired with wines from Valle de Guadalupe.",/images/restaurants/cocina-del-mar.svg,Wed-Sun 6:00 PM - 10:00 PM; Mon Closed
La Lupita Taco & Mezcal,Mexican,Moderate,San José del Cabo,"Calle Morelos, Centro, San José del Cabo",4.7,Awesome,1598,12,"Creative tacos on handmade tortillas and a long list of small-batch mezcals.",/images/restaurants/la-lupita-taco-mezcal.svg,Mon-Sat 1:00 PM - 11:00 PM; Sun Closed
Mi Casa,Mexican,Moderate,Cabo San Lucas,"Av. Cabo San Lucas, Centro, Cabo San Lucas",4.4,Excellent,1877,15,"Colourful courtyard dining with moles from Oaxaca and Puebla and live music every night.",/images/restaurants/mi-casa.svg,Daily 11:00 AM - 10:00 PM
edith's ,Mexican,Expensive,Cabo San Lucas,"Camino de los Pescadores, Médano Beach",4.4,Excellent,388,17,"Médano Beach classic.",/images/restaurants/edith-s.svg,Daily 5:00 PM - 11:00 PM
Koi Sushi Bar,Japanese,Moderate,San José del Cabo,"Plaza Garuffi, San José del Cabo",4.3,Excellent,421,3,"Relaxed sushi and rolls made with the morning's catch from La Playita.",/images/restaurants/koi-sushi-bar.svg,Mon-Sat 1:00 PM - 10:00 PM; Sun Closed
`;
