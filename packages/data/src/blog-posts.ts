import type { BlogPostSource } from './types.ts';

/** The fictional local guide who writes every post (docs/catalogue.md, "Blog"). */
export const blogAuthor = 'Marisol Vega';
export const blogAuthorSubtitle = 'Travel Expert & Local Guide';

/**
 * Newest first. The first three slugs are the spec's hard-coded posts (docs/catalogue.md,
 * {product} = cabo); the rest are ours.
 */
export const blogPosts: BlogPostSource[] = [
  {
    id: 1,
    slug: 'top-10-hidden-beaches-cabo',
    title: 'Top 10 Hidden Beaches in Cabo',
    excerpt:
      'Skip the crowds on Medano and find the quiet coves locals love, from swimmable bays on the Corridor to wild Pacific sand you may have to yourself.',
    content: `<h2>Why look beyond Medano</h2>
<p>Playa El Médano is lively and fun, but Los Cabos has more than 40 miles of coastline between the Pacific and the Sea of Cortez. Many of the best beaches are only a short drive away, and some are completely empty on a weekday morning.</p>
<h2>The ten we keep going back to</h2>
<ul>
<li><strong>Playa del Amor</strong> – reachable only by water taxi, with one side on the Sea of Cortez and the other on the Pacific.</li>
<li><strong>Playa Santa María</strong> – a horseshoe bay with calm water and some of the easiest snorkelling on the Corridor.</li>
<li><strong>Playa Chileno</strong> – clear water, shade palapas and public facilities; arrive before 10 am.</li>
<li><strong>Playa Palmilla</strong> – sheltered and shallow, ideal for families and paddleboards.</li>
<li><strong>Playa Las Viudas (Twin Dolphin)</strong> – small sandy pockets between rocks, best at low tide.</li>
<li><strong>Playa Barco Varado</strong> – named after the shipwreck that divers still visit offshore.</li>
<li><strong>Playa Cerritos</strong> – an hour north on the Pacific, the gentlest surf break in the region.</li>
<li><strong>Playa Migriño</strong> – long and wild, with whales visible from the sand in winter.</li>
<li><strong>Playa Los Frailes</strong> – a quiet arc at the southern edge of Cabo Pulmo marine park.</li>
<li><strong>Playa Acapulquito</strong> – a local surf spot in front of a friendly beach café.</li>
</ul>
<h2>Staying safe</h2>
<p>Many Pacific beaches have strong currents and shore breaks. Swim only where you see the green "swimmable beach" signs, never turn your back on the waves, and ask your concierge about the day's conditions.</p>
<ul>
<li>Bring reef-safe sunscreen and plenty of water.</li>
<li>Pack out everything you bring in; most hidden beaches have no bins.</li>
<li>Access roads can be sandy: a high-clearance car helps.</li>
</ul>`,
    imageUrl: '/images/blog/top-10-hidden-beaches-cabo.svg',
    category: 'Local Guides',
    author: blogAuthor,
    date: '2025-03-15',
    ctaType: 'beachGuide',
  },
  {
    id: 2,
    slug: 'luxury-yacht-charters-guide',
    title: 'The Complete Guide to Luxury Yacht Charters',
    excerpt:
      'How to choose the right boat, the best routes around the Arch and Santa María Bay, what a private charter includes and how much to budget.',
    content: `<h2>Choosing your yacht</h2>
<p>Charters in Cabo range from 40-foot sport fishers to 100-foot motor yachts with a full crew. For up to 12 guests a 55 to 70-foot yacht gives you shade, a swim platform and room to move without feeling crowded.</p>
<ul>
<li><strong>Sailing catamarans</strong> – stable, quiet and perfect for sunset.</li>
<li><strong>Motor yachts</strong> – faster, so you can reach Chileno and Santa María in one afternoon.</li>
<li><strong>Sport fishers</strong> – for marlin and dorado, with gear and a licence included.</li>
</ul>
<h2>Classic routes</h2>
<p>Most charters pass El Arco and Lover's Beach, then head along the Corridor to anchor in a calm bay for snorkelling and lunch. In winter, captains slow down for humpback whales between December and April.</p>
<h2>What is included</h2>
<ul>
<li>Captain and crew, fuel for the standard route and port fees.</li>
<li>Snorkel gear, paddleboards and towels.</li>
<li>Open bar and a chef-prepared lunch on most premium charters.</li>
</ul>
<h2>Budget and etiquette</h2>
<p>Expect to pay by the hour with a three-hour minimum. A gratuity of 15 to 20 percent for the crew is customary. Book two to four weeks ahead in high season, and tell the crew about allergies in advance.</p>`,
    imageUrl: '/images/blog/luxury-yacht-charters-guide.svg',
    category: 'Luxury Travel',
    author: blogAuthor,
    date: '2025-03-08',
    ctaType: 'luxuryGuide',
  },
  {
    id: 3,
    slug: 'planning-dream-wedding-cabo',
    title: 'Planning Your Dream Wedding in Cabo',
    excerpt:
      'Venues, seasons, legal paperwork and the timeline we recommend for a destination wedding on the beach or on a clifftop above the Pacific.',
    content: `<h2>When to say "I do"</h2>
<p>November through May brings dry days and comfortable evenings. Sunset ceremonies are the favourite: the light over the Pacific turns gold around 5:30 pm in winter and 7:00 pm in summer.</p>
<h2>Venue styles</h2>
<ul>
<li><strong>Beachfront resorts</strong> – an all-in-one package with ceremony, dinner and rooms.</li>
<li><strong>Clifftop terraces</strong> – dramatic ocean views on the Pacific side.</li>
<li><strong>Private villas</strong> – full privacy for up to 80 guests with your own caterer.</li>
<li><strong>Vineyard and garden venues</strong> – inland, in the hills above San José del Cabo.</li>
</ul>
<h2>Paperwork</h2>
<p>A civil ceremony in Mexico needs passports, birth certificates with certified Spanish translations, blood tests done locally and four witnesses. Many couples marry legally at home and hold a symbolic ceremony in Cabo instead.</p>
<h2>Our planning timeline</h2>
<ul>
<li>12 months out: choose dates and venue, send save-the-dates.</li>
<li>8 months out: book photographer, florist and room blocks.</li>
<li>3 months out: menu tasting and welcome-party plans.</li>
<li>1 month out: final guest count and a sunset rehearsal on site.</li>
</ul>`,
    imageUrl: '/images/blog/planning-dream-wedding-cabo.svg',
    category: 'Weddings',
    author: blogAuthor,
    date: '2025-02-28',
    ctaType: 'weddingGuide',
  },
  {
    id: 4,
    slug: 'whale-watching-season-cabo',
    title: 'Whale Watching Season: When and Where to Go',
    excerpt:
      'Humpbacks, grey whales and the odd blue whale visit Los Cabos every winter. Here is how to plan the perfect sighting.',
    content: `<h2>The season</h2>
<p>Whales arrive in mid-December and stay until mid-April, with the most sightings from January to March. Humpbacks come to mate and calve in the warm water at the tip of the peninsula.</p>
<h2>Ways to see them</h2>
<ul>
<li><strong>Small zodiac boats</strong> – close to the water, with a marine biologist on board.</li>
<li><strong>Sailing catamarans</strong> – calm, comfortable and quiet.</li>
<li><strong>From the shore</strong> – the Pacific beaches and clifftop restaurants often have front-row views.</li>
</ul>
<h2>Respect the whales</h2>
<p>Licensed operators keep a minimum distance and limit the time spent near each group. Choose a certified tour and bring a light jacket: mornings on the water are cool.</p>`,
    imageUrl: '/images/blog/whale-watching-season-cabo.svg',
    category: 'Local Guides',
    author: blogAuthor,
    date: '2025-02-14',
    ctaType: 'beachGuide',
  },
  {
    id: 5,
    slug: 'best-spas-los-cabos',
    title: 'The Most Restorative Spas in Los Cabos',
    excerpt:
      'Ocean-view treatment rooms, desert botanicals and temazcal rituals: our pick of the spas worth planning a day around.',
    content: `<h2>What makes a Cabo spa special</h2>
<p>Many treatments use local ingredients such as damiana, aloe, sea salt and Mexican chocolate. The best spas add hydrotherapy circuits and open-air cabanas facing the sea.</p>
<h2>Our favourites</h2>
<ul>
<li><strong>Clifftop spas on the Pacific</strong> – couples' suites with private plunge pools.</li>
<li><strong>Corridor resort spas</strong> – full hydrotherapy circuits with cold plunge and steam.</li>
<li><strong>Temazcal ceremonies</strong> – a traditional sweat lodge guided by a local healer.</li>
</ul>
<h2>Booking tips</h2>
<p>Reserve treatments when you book your stay, especially on weekends. Arrive an hour early to enjoy the facilities, and drink plenty of water after time in the sun.</p>`,
    imageUrl: '/images/blog/best-spas-los-cabos.svg',
    category: 'Luxury Travel',
    author: blogAuthor,
    date: '2025-01-30',
    ctaType: 'luxuryGuide',
  },
  {
    id: 6,
    slug: 'san-jose-del-cabo-art-walk',
    title: 'An Evening on the San José del Cabo Art Walk',
    excerpt:
      'Every Thursday from November to June the galleries of the historic centre open late. Here is how to enjoy it like a local.',
    content: `<h2>What it is</h2>
<p>The Art Walk fills the streets around Plaza Mijares with open galleries, live music and street food every Thursday evening from 5 pm to 9 pm during the season.</p>
<h2>How to plan your evening</h2>
<ul>
<li>Arrive before sunset to find parking near the mission church.</li>
<li>Start on Calle Obregón, where most galleries cluster.</li>
<li>Finish with dinner at one of the courtyard restaurants nearby.</li>
</ul>
<h2>Bringing art home</h2>
<p>Galleries ship worldwide and can provide certificates of authenticity. Ask about the artists: many live in the area and love to talk about their work.</p>`,
    imageUrl: '/images/blog/san-jose-del-cabo-art-walk.svg',
    category: 'Local Guides',
    author: blogAuthor,
    date: '2025-01-18',
    ctaType: 'beachGuide',
  },
  {
    id: 7,
    slug: 'private-chef-villa-experience',
    title: 'Why a Private Chef Changes Your Villa Stay',
    excerpt:
      'From a Baja seafood feast on the terrace to a taco bar by the pool, a private chef turns your villa into the best restaurant in town.',
    content: `<h2>How it works</h2>
<p>Your concierge arranges a chef who shops at the local markets, cooks in the villa kitchen and cleans up afterwards. Menus are planned with you before you arrive.</p>
<h2>Menus our guests love</h2>
<ul>
<li>Chocolate clams, fresh ceviche and grilled catch of the day.</li>
<li>A Mexican breakfast with chilaquiles and fresh juices.</li>
<li>A sunset tasting menu paired with Valle de Guadalupe wines.</li>
</ul>
<h2>Good to know</h2>
<p>Groceries are billed at cost, and a gratuity for the chef is customary. Let the chef know about allergies and dietary needs early so they can source the right ingredients.</p>`,
    imageUrl: '/images/blog/private-chef-villa-experience.svg',
    category: 'Luxury Travel',
    author: blogAuthor,
    date: '2024-12-20',
    ctaType: 'luxuryGuide',
  },
  {
    id: 8,
    slug: 'beach-wedding-checklist',
    title: 'The Beach Wedding Checklist',
    excerpt:
      'Wind, sand, sun and tide: the practical details that make a beach ceremony in Cabo look effortless.',
    content: `<h2>Before the day</h2>
<ul>
<li>Check the tide table and sunset time for your date.</li>
<li>Plan a shaded welcome area with cool towels and water.</li>
<li>Choose flowers that cope with heat, such as orchids and succulents.</li>
</ul>
<h2>On the day</h2>
<p>A wooden aisle runner keeps heels out of the sand, and a wind-proof sound system means guests hear every word. Keep a basket of sandals for guests who prefer to go barefoot.</p>
<h2>After the ceremony</h2>
<p>Move to a terrace or palapa for dinner: the breeze drops after sunset and the stars over the Sea of Cortez are spectacular.</p>`,
    imageUrl: '/images/blog/beach-wedding-checklist.svg',
    category: 'Weddings',
    author: blogAuthor,
    date: '2024-12-05',
    ctaType: 'weddingGuide',
  },
  {
    id: 9,
    slug: 'cabo-pulmo-snorkel-guide',
    title: 'Snorkelling Cabo Pulmo National Park',
    excerpt:
      'A living coral reef, schools of jacks and friendly sea lions: a day trip to one of the great marine recoveries on Earth.',
    content: `<h2>A reef that came back</h2>
<p>Cabo Pulmo became a protected marine park in 1995. Fish numbers have grown several times over since then, and the reef is now one of the healthiest in the Sea of Cortez.</p>
<h2>Planning the day</h2>
<ul>
<li>It is about two hours by road from San José del Cabo.</li>
<li>Only licensed local operators may take visitors to the reef.</li>
<li>Use reef-safe sunscreen; park rangers check.</li>
</ul>
<h2>What you may see</h2>
<p>Large schools of bigeye jacks, parrotfish, rays, turtles and a small colony of sea lions near the point. Visibility is best from June to November.</p>`,
    imageUrl: '/images/blog/cabo-pulmo-snorkel-guide.svg',
    category: 'Local Guides',
    author: blogAuthor,
    date: '2024-11-22',
    ctaType: 'beachGuide',
  },
];
