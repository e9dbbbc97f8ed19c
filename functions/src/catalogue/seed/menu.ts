/**
 * The kitchen's menu: every dish with its sizes, paid extras, companions and the recipe the art
 * script draws it from (web/scripts/make-dish-art.ts). Money is integer cents.
 *
 * Ids are stable: price option ids are '<dish id>-<s|m|l|xl>' and optional ingredient ids are
 * '<dish id>-<key>'. Cart lines and orders refer to them, so never rename an id once it is live;
 * change the display text instead.
 *
 * The `art` recipe's garnish colours are read by position (diced, round, slivers, herb leaves; a
 * near-white colour followed by a yellow one is a boiled egg): see web/scripts/make-dish-art.ts.
 *
 * Allergens (the nine major ones) and diet labels follow each recipe as written here: its
 * description and what it comes with, and each extra's name. Where the text leaves an allergen open
 * (a dough, a sauce, a side whose usual recipe often holds one), the cautious reading lists it, and
 * a comment says so. Diet labels only where clearly true: vegan means no animal product; no dish is
 * labelled halal, as nothing here says the meat is (docs/business-rules.md#allergens-and-diet-labels).
 */
import type { Allergen } from '../contract/allergens.ts';
import type { SeedDish, SeedOptionalIngredient, SeedPriceOption, Size } from './menu-types.ts';

type SizeRow = readonly [size: Size, price: number, amount: string, catering?: 'catering'];

const sizeSuffix: Record<Size, string> = { small: 's', medium: 'm', large: 'l', 'extra large': 'xl' };

/** Price options of a dish, in the order small → extra large. */
function sizes(dishId: string, rows: readonly SizeRow[]): SeedPriceOption[] {
  return rows.map(([size, price, amount, catering]) => ({
    id: `${dishId}-${sizeSuffix[size]}`,
    size,
    price,
    amount,
    catering: catering === 'catering',
  }));
}

/** Paid additions of a dish: [stable key, what the customer sees, price in cents, its allergens when it has any]. */
function extras(
  dishId: string,
  rows: readonly (readonly [key: string, ingredient: string, price: number, allergens?: readonly Allergen[]])[],
): SeedOptionalIngredient[] {
  return rows.map(([key, ingredient, price, allergens = []]) => ({ id: `${dishId}-${key}`, ingredient, price, allergens: [...allergens] }));
}

export const menu: SeedDish[] = [
  // ── Appetizers ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'beef-suya',
    name: 'Beef Suya',
    category: 'appetizer',
    description:
      'Northern Nigerian street-grill favourite: thin strips of beef rubbed with yaji, our house blend of ground peanut, ginger and cayenne, then flame-grilled on skewers. Served with crisp red onion, tomato and cabbage.',
    canBeSpicy: true,
    featured: true,
    tips: [
      'Best eaten hot off the grill; to reheat, give it 3–4 minutes in a hot oven or air fryer so the beef stays juicy.',
      'The yaji rub contains ground peanuts. Ask for an extra cup of Yaji Pepper Sauce if you like more heat.',
      'Pairs beautifully with Jollof Rice and Fried Plantains for a full Nigerian plate.',
    ],
    includedIngredients: ['Beef sirloin skewers', 'Yaji spice rub', 'Sliced red onion', 'Tomato', 'Shredded cabbage'],
    // Yaji is ground peanut (the description and tips say so).
    allergens: ['peanuts'],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('beef-suya', [
      ['extra-skewer', 'Extra beef skewer', 399, ['peanuts']], // a suya skewer, rubbed with yaji
      ['yaji-cup', 'Extra yaji spice cup', 150, ['peanuts']],
      ['plantain', 'Fried plantain', 250],
    ]),
    prices: sizes('beef-suya', [
      ['small', 699, '2 skewers'],
      ['medium', 899, '3 skewers'],
      ['extra large', 6500, 'Half tray · 20 skewers · serves 8–10', 'catering'],
    ]),
    goesWith: ['jollof-rice', 'fried-plantains', 'yaji-pepper-sauce'],
    similar: ['gizdodo', 'sambusa'],
    art: { vessel: 'plate', base: '#6b3a1f', accent: '#9a4f22', garnish: ['#b8446a', '#d8362b', '#a9c96a', '#b5651d'], texture: 'skewers', table: '#3b2a20' },
  },
  {
    id: 'akara',
    name: 'Akara',
    category: 'appetizer',
    description:
      'Golden bean fritters from Nigeria and Ghana, made from hand-peeled black-eyed peas whipped with onion and scotch bonnet and fried until crisp outside and fluffy within. Naturally vegan and gluten-free.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Crisp them again in a 375 °F oven for 5 minutes; the microwave makes them soft.',
      'Traditionally eaten with pap (ogi) or soft bread for breakfast; a cup of Ata Dindin makes a great dip.',
    ],
    includedIngredients: ['Black-eyed peas', 'Onion', 'Scotch bonnet pepper', 'Sea salt'],
    // Peas, onion and pepper, "naturally vegan and gluten-free": no crayfish or egg in the batter.
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('akara', [
      ['ata-dindin-dip', 'Ata dindin dip', 150],
      ['shito-dip', 'Shito dip', 150, ['fish', 'crustacean-shellfish']], // smoked herring and dried shrimp, as the Shito sauce
      ['extra-four', '4 extra fritters', 299],
    ]),
    prices: sizes('akara', [
      ['small', 599, '6 fritters'],
      ['medium', 899, '10 fritters'],
      ['extra large', 4500, 'Half tray · 40 fritters · serves 10–12', 'catering'],
    ]),
    goesWith: ['ata-dindin', 'pap', 'shito'],
    similar: ['moi-moi', 'kelewele'],
    art: { vessel: 'basket', base: '#c98436', accent: '#8a4f1f', garnish: ['#e3bd72', '#d23a24'], texture: 'balls', table: '#e6d6b8' },
  },
  {
    id: 'sambusa',
    name: 'Sambusa',
    category: 'appetizer',
    description:
      'Crisp triangular pastries from Ethiopia and Somalia, filled with ground beef sautéed with onion, green chili and warm spices. A classic Ramadan and celebration snack.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Reheat at 375 °F for 6–8 minutes to keep the pastry flaky.',
      'Squeeze lemon over them and dip in Berbere Sauce for a kick.',
      'Prefer it meatless? Ask us about the spiced lentil filling in the order notes.',
    ],
    includedIngredients: ['Crisp pastry shell', 'Spiced ground beef', 'Onion', 'Green chili', 'Cilantro'],
    // The pastry is wheat. Read as the usual fried sambusa wrapper (flour, water, oil): no egg or butter named.
    allergens: ['wheat'],
    dietLabels: [],
    optionalIngredients: extras('sambusa', [
      ['extra-piece', 'Extra sambusa', 249, ['wheat']],
      ['berbere-dip', 'Berbere dipping sauce', 150],
      ['lemon', 'Lemon wedges', 75],
    ]),
    prices: sizes('sambusa', [
      ['small', 599, '3 pieces'],
      ['medium', 899, '5 pieces'],
      ['extra large', 5500, 'Half tray · 24 pieces · serves 8–12', 'catering'],
    ]),
    goesWith: ['berbere-sauce', 'misir-wat', 'harissa'],
    similar: ['beef-suya', 'akara'],
    art: { vessel: 'plate', base: '#d9a24e', accent: '#a0601f', garnish: ['#f2e2a6', '#4f8a2e', '#c0392b'], texture: 'wraps', table: '#7a3328' },
  },
  {
    id: 'moi-moi',
    name: 'Moi Moi',
    category: 'appetizer',
    description:
      'Silky steamed pudding of peeled black-eyed peas blended with red bell pepper, onion and a touch of palm oil, with a slice of boiled egg tucked inside. A Nigerian party staple.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Keeps 3 days in the fridge; steam or microwave covered with a splash of water so it stays moist.',
      'Delicious beside Jollof Rice, or with pap for a traditional breakfast.',
    ],
    includedIngredients: ['Black-eyed pea purée', 'Red bell pepper', 'Onion', 'Palm oil', 'Boiled egg'],
    // The description names the whole blend (peas, bell pepper, onion, palm oil), so no crayfish is
    // assumed, though many moi moi recipes add it; the egg is inside.
    allergens: ['eggs'],
    dietLabels: ['vegetarian', 'gluten-free'],
    optionalIngredients: extras('moi-moi', [
      ['mackerel', 'Smoked mackerel flakes', 299, ['fish']],
      ['corned-beef', 'Corned beef', 250],
      ['extra-egg', 'Extra boiled egg', 150, ['eggs']],
    ]),
    prices: sizes('moi-moi', [
      ['small', 599, '1 portion (8 oz)'],
      ['medium', 899, '2 portions'],
      ['extra large', 5500, 'Half tray · 12 portions · serves 8–12', 'catering'],
    ]),
    goesWith: ['jollof-rice', 'pap', 'ata-dindin'],
    similar: ['akara', 'kelewele'],
    art: { vessel: 'plate', base: '#d9875a', accent: '#b5603a', garnish: ['#f6efd9', '#f0b933', '#4f8a2e'], texture: 'slices', table: '#35556a' },
  },
  {
    id: 'kelewele',
    name: 'Kelewele',
    category: 'appetizer',
    description:
      'Ghana’s favourite night-market snack: cubes of very ripe plantain tossed with fresh ginger, chili and nutmeg, then fried until sticky and caramelised at the edges.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Eat them warm: they are at their best within 20 minutes.',
      'Roasted peanuts on the side are the classic Ghanaian pairing.',
      'Ask for mild if you want the ginger to shine without the chili.',
    ],
    includedIngredients: ['Ripe plantain', 'Fresh ginger', 'Chili pepper', 'Nutmeg', 'Clove'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('kelewele', [
      ['peanuts', 'Roasted peanuts', 150, ['peanuts']],
      ['shito-dip', 'Shito dip', 150, ['fish', 'crustacean-shellfish']], // smoked herring and dried shrimp
    ]),
    prices: sizes('kelewele', [
      ['small', 549, '8 oz cup'],
      ['medium', 749, '12 oz bowl'],
      ['extra large', 4000, 'Half tray · serves 8–10', 'catering'],
    ]),
    goesWith: ['waakye', 'shito', 'beef-suya'],
    similar: ['gizdodo', 'akara'],
    art: { vessel: 'bowl', base: '#dd8a2a', accent: '#9a4a16', garnish: ['#c23b22', '#8a5a2b'], texture: 'chunks', table: '#efe3cb' },
  },
  {
    id: 'gizdodo',
    name: 'Gizdodo',
    category: 'appetizer',
    description:
      'Peppered chicken gizzards and sweet fried plantain tossed together in a rich tomato and bell pepper sauce. A Nigerian party favourite with a perfect sweet and savoury balance.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Reheat in a pan over medium heat for 3–4 minutes, stirring gently so the plantain keeps its shape.',
      'Great as a starter before Jollof Rice or Egusi Soup.',
    ],
    includedIngredients: ['Chicken gizzards', 'Fried ripe plantain', 'Tomato and bell pepper sauce', 'Onion', 'Scotch bonnet pepper'],
    allergens: [],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('gizdodo', [
      ['extra-plantain', 'Extra fried plantain', 199],
      ['extra-gizzard', 'Extra gizzards', 349],
    ]),
    prices: sizes('gizdodo', [
      ['small', 699, '8 oz cup'],
      ['medium', 899, '12 oz bowl'],
      ['extra large', 5500, 'Half tray · serves 6–8', 'catering'],
    ]),
    goesWith: ['jollof-rice', 'fried-plantains', 'ata-dindin'],
    similar: ['beef-suya', 'kelewele'],
    art: { vessel: 'bowl', base: '#c4542a', accent: '#6e2c14', garnish: ['#e8a838', '#4f8a2e', '#efe2c2'], texture: 'chunks', table: '#24384f' },
  },

  // ── Entrées ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'jollof-rice',
    name: 'Jollof Rice',
    category: 'entrée',
    description:
      'The pride of West Africa: long-grain rice slow-cooked in a rich tomato, red pepper and scotch bonnet base with thyme, bay leaf and curry, finished with a smoky “party rice” bottom. Vegan as served.',
    canBeSpicy: true,
    featured: true,
    tips: [
      'Reheat covered with a tablespoon of water, in the microwave or a low oven, so the grains stay separate and soft.',
      'Add a grilled chicken thigh or Beef Suya to make it a full party plate, with Fried Plantains on the side.',
      'Keeps 4 days in the fridge and freezes well for up to 2 months.',
    ],
    includedIngredients: ['Long-grain parboiled rice', 'Tomato and red pepper base', 'Onion', 'Bay leaf and thyme', 'Mixed vegetables'],
    // "Vegan as served"; nothing with gluten in the rice, the tomato base, the herbs or the vegetables.
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('jollof-rice', [
      ['chicken', 'Grilled chicken thigh', 399],
      ['plantain', 'Fried plantain', 250],
      ['suya', 'Beef suya skewer', 399, ['peanuts']], // yaji
      ['fried-egg', 'Fried egg', 150, ['eggs']],
    ]),
    prices: sizes('jollof-rice', [
      ['medium', 1399, '16 oz bowl'],
      ['large', 1799, '24 oz bowl'],
      ['extra large', 6500, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['fried-plantains', 'beef-suya', 'moi-moi', 'ata-dindin'],
    similar: ['waakye', 'thieboudienne'],
    art: { vessel: 'plate', base: '#d65f28', accent: '#a8401a', garnish: ['#f08a24', '#6fae4a', '#f4e7c5', '#3f7a2e'], texture: 'grains', table: '#2b4a3e' },
  },
  {
    id: 'egusi-soup',
    name: 'Egusi Soup',
    category: 'entrée',
    description:
      'A hearty Nigerian stew of ground melon seeds simmered in palm oil with spinach, tender beef, smoked fish and crayfish. Rich, nutty and deeply savoury; traditionally eaten with fufu.',
    canBeSpicy: true,
    featured: true,
    tips: [
      'Scoop it up with Fufu or Pap, or pour it over white rice.',
      'Keeps 4 days refrigerated; reheat gently on the stove and loosen with a splash of water.',
      'Contains fish and crayfish; tell us about shellfish allergies in the order notes.',
    ],
    includedIngredients: ['Ground egusi melon seeds', 'Spinach and bitter leaf', 'Beef', 'Smoked fish', 'Palm oil', 'Crayfish'],
    // Egusi (melon seed) is not a major allergen; the smoked fish and the crayfish are.
    allergens: ['fish', 'crustacean-shellfish'],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('egusi-soup', [
      ['goat', 'Goat meat', 399],
      ['assorted-meat', 'Assorted meat (shaki and cow foot)', 450],
      ['stockfish', 'Stockfish', 350, ['fish']],
    ]),
    prices: sizes('egusi-soup', [
      ['medium', 1599, '16 oz bowl'],
      ['large', 1999, '24 oz bowl'],
      ['extra large', 7900, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['fufu', 'pap', 'fried-plantains'],
    similar: ['doro-wat', 'misir-wat'],
    art: { vessel: 'bowl', base: '#d0a43e', accent: '#a8761f', garnish: ['#6b3a1f', '#c9301c', '#2f5d1f', '#3f7a2a'], texture: 'stew', table: '#6b2f24' },
  },
  {
    id: 'doro-wat',
    name: 'Doro Wat',
    category: 'entrée',
    description:
      'Ethiopia’s celebrated chicken stew: drumsticks slow-braised in a deep red sauce of caramelised onions, berbere and spiced niter kibbeh butter, served with hard-boiled eggs and injera.',
    canBeSpicy: true,
    featured: true,
    tips: [
      'Eat it the Ethiopian way: tear the injera and use it to pick up chicken and sauce.',
      'Tastes even better the next day; reheat gently on the stove.',
      'A side of Gomen adds freshness against the rich sauce.',
    ],
    includedIngredients: ['Chicken drumsticks', 'Berbere red onion sauce', 'Niter kibbeh (spiced butter)', 'Hard-boiled egg', 'Injera'],
    // Niter kibbeh is clarified butter (milk). The injera is teff and barley (see Injera): no wheat, but
    // barley is gluten, so not gluten-free.
    allergens: ['milk', 'eggs'],
    dietLabels: [],
    optionalIngredients: extras('doro-wat', [
      ['extra-egg', 'Extra hard-boiled egg', 150, ['eggs']],
      ['ayib', 'Ayib (fresh cheese)', 250, ['milk']],
      ['extra-injera', 'Extra injera roll', 199],
    ]),
    prices: sizes('doro-wat', [
      ['medium', 1699, '16 oz bowl with 2 injera'],
      ['large', 2099, '24 oz bowl with 3 injera'],
      ['extra large', 8500, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['injera', 'gomen', 'berbere-sauce'],
    similar: ['misir-wat', 'beef-tibs'],
    art: { vessel: 'bowl', base: '#7e2a16', accent: '#4a150c', garnish: ['#f6f1e3', '#f0b933', '#5a1a0c'], texture: 'stew', table: '#d9c7a7' },
  },
  {
    id: 'misir-wat',
    name: 'Misir Wat',
    category: 'entrée',
    description:
      'Red lentils simmered with berbere, slow-cooked red onion, garlic and ginger until thick and velvety. A vegan Ethiopian classic with gentle, building heat.',
    canBeSpicy: true,
    featured: false,
    tips: ['Naturally vegan; order it with 100% teff injera to keep it gluten-free.', 'Thickens as it cools: stir in a little hot water when reheating.'],
    includedIngredients: ['Red lentils', 'Berbere', 'Red onion', 'Garlic and ginger', 'Injera'],
    // Vegan, but the injera (teff and barley) has gluten: gluten-free only with the 100% teff injera.
    allergens: [],
    dietLabels: ['vegan', 'vegetarian'],
    optionalIngredients: extras('misir-wat', [
      ['extra-injera', 'Extra injera roll', 199],
      ['kik-alicha', 'Kik alicha (mild yellow split peas)', 299],
      ['ayib', 'Ayib (fresh cheese)', 250, ['milk']],
    ]),
    prices: sizes('misir-wat', [
      ['medium', 1399, '16 oz bowl with 2 injera'],
      ['large', 1699, '24 oz bowl with 3 injera'],
      ['extra large', 6000, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['injera', 'gomen', 'sambusa'],
    similar: ['doro-wat', 'egusi-soup'],
    art: { vessel: 'bowl', base: '#b9471f', accent: '#862c12', garnish: ['#e0a848', '#4f8a2e'], texture: 'stew', table: '#3a3f58' },
  },
  {
    id: 'beef-tibs',
    name: 'Beef Tibs',
    category: 'entrée',
    description:
      'Tender cubes of beef seared hot in niter kibbeh with onion, jalapeño and fresh rosemary, brought to the table sizzling. An Ethiopian favourite for sharing.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Ask for awaze on the side for the traditional chili kick.',
      'Best eaten right away; reheat in a hot skillet for 1–2 minutes, not the microwave.',
      'Order medium-rare or well done in the notes; we cook it medium by default.',
    ],
    includedIngredients: ['Beef sirloin cubes', 'Onion', 'Jalapeño', 'Rosemary', 'Niter kibbeh', 'Injera'],
    // Seared in niter kibbeh (butter).
    allergens: ['milk'],
    dietLabels: [],
    optionalIngredients: extras('beef-tibs', [
      ['awaze', 'Awaze chili dip', 150],
      ['extra-injera', 'Extra injera roll', 199],
      ['mushrooms', 'Sautéed mushrooms', 250, ['milk']], // cautious: read as sautéed in niter kibbeh like the dish; the text does not say
    ]),
    prices: sizes('beef-tibs', [
      ['medium', 1799, '14 oz skillet with 2 injera'],
      ['large', 2299, '20 oz skillet with 3 injera'],
      ['extra large', 9500, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['injera', 'berbere-sauce', 'gomen'],
    similar: ['doro-wat', 'peri-peri-chicken'],
    art: { vessel: 'pan', base: '#7b4226', accent: '#4a2412', garnish: ['#efe2c2', '#5a9a3a', '#2f5d1f'], texture: 'chunks', table: '#b88c5e' },
  },
  {
    id: 'yassa-chicken',
    name: 'Yassa Chicken',
    category: 'entrée',
    description:
      'Senegal’s beloved chicken marinated in lemon, Dijon mustard and garlic, grilled, then braised in a mountain of sweet caramelised onions with green olives. Served over white rice.',
    canBeSpicy: true,
    featured: false,
    tips: ['The onions get sweeter overnight, so it makes excellent leftovers.', 'Reheat covered at 325 °F for about 15 minutes.'],
    includedIngredients: ['Grilled chicken thigh', 'Lemon and mustard onion sauce', 'Green olives', 'Carrots', 'White rice'],
    // Mustard is not one of the nine major allergens.
    allergens: [],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('yassa-chicken', [
      ['extra-chicken', 'Extra chicken thigh', 399],
      ['plantain', 'Fried plantain', 250],
      ['hot-pepper', 'Scotch bonnet on the side', 75],
    ]),
    prices: sizes('yassa-chicken', [
      ['medium', 1599, '16 oz plate with rice'],
      ['large', 1999, '24 oz plate with rice'],
      ['extra large', 7900, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['fried-plantains', 'akara', 'yaji-pepper-sauce'],
    similar: ['peri-peri-chicken', 'chicken-tagine'],
    art: { vessel: 'plate', base: '#e0b35a', accent: '#a5562a', garnish: ['#5f7d22', '#f08a24', '#f5e6a0'], texture: 'chunks', table: '#1f4e5f' },
  },
  {
    id: 'thieboudienne',
    name: 'Thieboudienne',
    category: 'entrée',
    description:
      'Senegal’s national dish: broken rice cooked in a tomato fish stock, topped with a white fish steak stuffed with parsley and garlic, cabbage, carrot, cassava and eggplant.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'The crispy rice from the bottom of the pot (xoon) is a treat: ask for it in the notes.',
      'Reheat covered with a splash of water; the fish keeps best if warmed gently.',
      'Contains fish.',
    ],
    includedIngredients: ['Broken rice in tomato fish stock', 'White fish steak', 'Parsley and garlic stuffing', 'Cabbage', 'Carrot', 'Cassava', 'Eggplant'],
    allergens: ['fish'],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('thieboudienne', [
      ['extra-fish', 'Extra fish steak', 499, ['fish']],
      ['hot-sauce', 'Hot pepper sauce', 150],
      ['lime', 'Lime wedges', 75],
    ]),
    prices: sizes('thieboudienne', [
      ['medium', 1799, '18 oz plate'],
      ['large', 2199, '26 oz plate'],
      ['extra large', 8900, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['fried-plantains', 'akara', 'ata-dindin'],
    similar: ['jollof-rice', 'yassa-chicken'],
    art: { vessel: 'plate', base: '#c9582a', accent: '#96391a', garnish: ['#f08a24', '#a7c46a', '#5d3f6e', '#3f7a2e'], texture: 'grains', table: '#e3cfae' },
  },
  {
    id: 'bobotie',
    name: 'Bobotie',
    category: 'entrée',
    description:
      'South Africa’s Cape Malay classic: minced beef gently spiced with curry and turmeric, sweetened with raisins and apricot, baked under a golden egg custard with bay leaves. Served with yellow rice.',
    canBeSpicy: false,
    featured: false,
    tips: ['Fruit chutney on the side is the traditional finish.', 'Reheat covered at 325 °F for 15–20 minutes so the custard stays soft.'],
    includedIngredients: ['Curried minced beef', 'Egg custard topping', 'Bay leaves', 'Raisins', 'Almond flakes', 'Yellow rice'],
    // Egg custard (eggs, milk) and almond flakes (tree nuts). Cautious: wheat, as bobotie mince is usually
    // bound with milk-soaked bread and the text does not say otherwise.
    allergens: ['milk', 'eggs', 'tree-nuts', 'wheat'],
    dietLabels: [],
    optionalIngredients: extras('bobotie', [
      ['chutney', 'Peach chutney', 150],
      ['sambal', 'Banana and coconut sambal', 199, []], // coconut is not a tree nut for US labelling (FDA, 2025)
    ]),
    prices: sizes('bobotie', [
      ['medium', 1599, 'Square portion with yellow rice'],
      ['large', 1999, 'Double portion with yellow rice'],
      ['extra large', 8500, 'Half tray · serves 6–8', 'catering'],
    ]),
    goesWith: ['chakalaka', 'pap', 'malva-pudding'],
    similar: ['chicken-tagine', 'beef-tibs'],
    art: { vessel: 'pan', base: '#e2b85c', accent: '#9a6430', garnish: ['#4f7a2e', '#f3e3c0', '#5a2a1a'], texture: 'smooth', table: '#4b3a6b' },
  },
  {
    id: 'peri-peri-chicken',
    name: 'Peri Peri Chicken',
    category: 'entrée',
    description:
      'Mozambican-style chicken marinated overnight in African bird’s eye chili, garlic, lemon and smoked paprika, then flame-grilled until charred and juicy.',
    canBeSpicy: true,
    featured: true,
    tips: [
      'Order mild for the kids: the marinade still brings plenty of garlic and lemon.',
      'Reheat at 375 °F for 10–12 minutes to crisp the skin again.',
      'Chakalaka and Pap make it a South African braai plate.',
    ],
    includedIngredients: ['Bone-in chicken quarters', 'Peri peri marinade', 'Garlic', 'Lemon', 'Fresh parsley'],
    allergens: [],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('peri-peri-chicken', [
      ['extra-sauce', 'Extra peri peri sauce', 150],
      ['corn', 'Grilled corn on the cob', 250, ['milk']], // cautious: grilled corn is usually buttered; the text does not say
      ['extra-quarter', 'Extra chicken quarter', 499],
    ]),
    prices: sizes('peri-peri-chicken', [
      ['small', 1299, 'Quarter chicken'],
      ['medium', 1799, 'Half chicken'],
      ['extra large', 7500, 'Half tray · 2 whole chickens · serves 4–6', 'catering'],
    ]),
    goesWith: ['chakalaka', 'pap', 'fried-plantains'],
    similar: ['yassa-chicken', 'beef-tibs'],
    art: { vessel: 'plate', base: '#c44f27', accent: '#6e2612', garnish: ['#d8362b', '#f2d06b', '#5d8f3a', '#3f7a2e'], texture: 'chunks', table: '#e6d5b8' },
  },
  {
    id: 'waakye',
    name: 'Waakye',
    category: 'entrée',
    description:
      'Ghana’s beloved breakfast-to-dinner plate: rice and black-eyed beans cooked with dried sorghum leaves that give it its deep red-brown colour, served with shito, gari, boiled egg and tomato stew.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Mix a little shito through every bite; it is what makes waakye.',
      'Reheat covered with a splash of water, and keep the gari aside so it stays crunchy.',
    ],
    includedIngredients: ['Rice and black-eyed beans', 'Shito', 'Gari', 'Boiled egg', 'Tomato stew'],
    // The shito (smoked herring, dried shrimp) and the boiled egg; gari is cassava.
    allergens: ['eggs', 'fish', 'crustacean-shellfish'],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('waakye', [
      ['fried-fish', 'Fried fish', 399, ['fish']],
      ['wele', 'Wele (stewed cow skin)', 299],
      ['plantain', 'Fried plantain', 250],
      ['talia', 'Spaghetti (talia)', 150, ['wheat']], // spaghetti
    ]),
    prices: sizes('waakye', [
      ['medium', 1399, '16 oz plate'],
      ['large', 1799, '24 oz plate'],
      ['extra large', 6500, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['shito', 'kelewele', 'fried-plantains'],
    similar: ['jollof-rice', 'thieboudienne'],
    art: { vessel: 'plate', base: '#7b3a2c', accent: '#4c1d17', garnish: ['#f6f1e3', '#e9d9a6', '#2e1a12', '#f0b933'], texture: 'grains', table: '#d5b586' },
  },
  {
    id: 'chicken-tagine',
    name: 'Chicken Tagine',
    category: 'entrée',
    description:
      'A Moroccan slow braise of chicken with preserved lemon, green olives, ginger, saffron and turmeric, finished with fresh cilantro and served with fluffy couscous.',
    canBeSpicy: false,
    featured: false,
    tips: ['Want heat? Add a cup of Harissa and stir in as much as you like.', 'Reheat gently, covered, so the chicken stays tender.'],
    includedIngredients: ['Chicken thighs', 'Preserved lemon', 'Green olives', 'Onion, ginger and saffron', 'Fresh cilantro', 'Couscous'],
    // Couscous is wheat.
    allergens: ['wheat'],
    dietLabels: [],
    optionalIngredients: extras('chicken-tagine', [
      ['almonds', 'Toasted almonds', 199, ['tree-nuts']],
      ['harissa', 'Harissa on the side', 150],
      ['extra-couscous', 'Extra couscous', 250, ['wheat']],
    ]),
    prices: sizes('chicken-tagine', [
      ['medium', 1699, '16 oz bowl with couscous'],
      ['large', 2099, '24 oz bowl with couscous'],
      ['extra large', 8500, 'Half tray · serves 4–6', 'catering'],
    ]),
    goesWith: ['harissa', 'chakalaka', 'basbousa'],
    similar: ['yassa-chicken', 'bobotie'],
    art: { vessel: 'pan', base: '#d7a03a', accent: '#9c5f1c', garnish: ['#a8652f', '#5f7d22', '#f2d06b', '#3f7a2e'], texture: 'stew', table: '#1f3f5b' },
  },

  // ── Sides ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fried-plantains',
    name: 'Fried Plantains',
    category: 'side',
    description:
      'Dodo: sweet, ripe plantains sliced on the bias and fried until golden and caramelised at the edges. Soft, sweet and the perfect partner for anything spicy. Vegan.',
    canBeSpicy: false,
    featured: true,
    tips: ['Crisp them again in a hot pan or air fryer for 2 minutes.', 'Great with Jollof Rice, Egusi Soup or a fried egg.'],
    includedIngredients: ['Ripe plantain', 'Sea salt', 'Sliced red onion'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('fried-plantains', [
      ['ata-dindin-dip', 'Ata dindin dip', 150],
      ['fried-egg', 'Fried egg', 150, ['eggs']],
    ]),
    prices: sizes('fried-plantains', [
      ['small', 449, '8 oz cup'],
      ['medium', 599, '12 oz portion'],
      ['extra large', 3500, 'Half tray · serves 10–12', 'catering'],
    ]),
    goesWith: ['jollof-rice', 'egusi-soup', 'ata-dindin'],
    similar: ['fufu', 'chakalaka'],
    art: { vessel: 'plate', base: '#eaa93c', accent: '#a9561a', garnish: ['#b8446a'], texture: 'slices', table: '#2e5a4c' },
  },
  {
    id: 'injera',
    name: 'Injera',
    category: 'side',
    description:
      'Ethiopia’s soft, spongy sourdough flatbread made from teff, fermented for days for its gentle tang. It is your plate, your spoon and your bread.',
    canBeSpicy: false,
    featured: false,
    tips: [
      'Keep it wrapped at room temperature and eat within 2 days; do not refrigerate, it turns dry.',
      'Choose 100% teff injera if you need it gluten-free.',
    ],
    includedIngredients: ['Teff and barley injera rolls', 'Lemon wedge', 'Mitmita dipping spice'],
    // Teff and barley, as the kitchen makes it: no wheat, but barley is gluten (the 100% teff extra is gluten-free).
    allergens: [],
    dietLabels: ['vegan', 'vegetarian'],
    optionalIngredients: extras('injera', [
      ['all-teff', '100% teff (gluten-free) injera', 199],
      ['extra-roll', 'Extra injera roll', 150],
    ]),
    prices: sizes('injera', [
      ['small', 399, '2 rolls'],
      ['medium', 699, '4 rolls'],
      ['extra large', 2900, 'Catering stack · 20 rolls', 'catering'],
    ]),
    goesWith: ['doro-wat', 'misir-wat', 'beef-tibs'],
    similar: ['fufu', 'pap'],
    art: { vessel: 'plate', base: '#c7b697', accent: '#8f7d60', garnish: ['#6e5c45'], texture: 'rings', table: '#6b2f2f' },
  },
  {
    id: 'fufu',
    name: 'Fufu',
    category: 'side',
    description:
      'A smooth, stretchy West African “swallow” of pounded cassava and green plantain, made to scoop up soups and stews. Mild and comforting. Vegan and gluten-free.',
    canBeSpicy: false,
    featured: false,
    tips: [
      'Pinch off a piece, roll it into a ball with your fingers and dip it into Egusi Soup.',
      'Keep it wrapped; reheat in the microwave for 30–60 seconds with a damp paper towel.',
    ],
    includedIngredients: ['Cassava', 'Green plantain', 'Cocoyam'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('fufu', [
      ['extra-ball', 'Extra fufu ball', 250],
      ['light-soup', 'Light soup cup', 399, ['fish']], // cautious: light soup is usually cooked with fish or smoked fish; the text does not say
    ]),
    prices: sizes('fufu', [
      ['small', 399, '1 ball (10 oz)'],
      ['medium', 699, '2 balls'],
      ['extra large', 3500, 'Half tray · 10 balls · serves 8–10', 'catering'],
    ]),
    goesWith: ['egusi-soup', 'gomen'],
    similar: ['pap', 'injera'],
    art: { vessel: 'bowl', base: '#f1ead8', accent: '#d3c6a6', garnish: ['#e3d8bd'], texture: 'balls', table: '#3d2f4f' },
  },
  {
    id: 'pap',
    name: 'Pap',
    category: 'side',
    description:
      'South African stiff maize porridge, cooked slowly until smooth and firm enough to shape, with a knob of butter. The classic partner for chakalaka and grilled meats.',
    canBeSpicy: false,
    featured: false,
    tips: ['Top with Chakalaka for the South African braai combination.', 'Leftovers firm up: slice and pan-fry them until golden.'],
    includedIngredients: ['White maize meal pap', 'Knob of butter', 'Sea salt'],
    // The knob of butter.
    allergens: ['milk'],
    dietLabels: ['vegetarian', 'gluten-free'],
    optionalIngredients: extras('pap', [
      ['chakalaka-topping', 'Chakalaka topping', 250],
      ['sheba', 'Tomato and onion gravy (sheba)', 199],
    ]),
    prices: sizes('pap', [
      ['small', 399, '10 oz portion'],
      ['medium', 549, '16 oz portion'],
      ['extra large', 3000, 'Half tray · serves 10–12', 'catering'],
    ]),
    goesWith: ['chakalaka', 'peri-peri-chicken', 'bobotie'],
    similar: ['fufu', 'injera'],
    art: { vessel: 'plate', base: '#f3eee0', accent: '#d9ceb2', garnish: ['#f2c14e'], texture: 'smooth', table: '#8a4b2a' },
  },
  {
    id: 'chakalaka',
    name: 'Chakalaka',
    category: 'side',
    description:
      'A lively South African vegetable relish of onion, bell peppers, carrot and beans simmered with curry, garlic and chili. Vegan, and good hot or cold.',
    canBeSpicy: true,
    featured: false,
    tips: ['Served warm or at room temperature; it keeps 5 days in the fridge.', 'Spoon it over Pap or alongside Peri Peri Chicken.'],
    includedIngredients: ['Baked beans', 'Carrot', 'Bell peppers', 'Onion', 'Tomato', 'Curry and chili'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('chakalaka', [
      ['boerewors', 'Boerewors sausage slices', 399, ['wheat']], // cautious: boerewors may hold a little cereal filler; the text does not say
      ['cheddar', 'Grated cheddar', 150, ['milk']],
    ]),
    prices: sizes('chakalaka', [
      ['small', 499, '8 oz cup'],
      ['medium', 699, '12 oz bowl'],
      ['extra large', 4000, 'Half tray · serves 10–12', 'catering'],
    ]),
    goesWith: ['pap', 'peri-peri-chicken', 'bobotie'],
    similar: ['gomen', 'fried-plantains'],
    art: { vessel: 'bowl', base: '#cf5228', accent: '#a03a17', garnish: ['#f08a24', '#4f8a2e', '#f2c14e'], texture: 'stew', table: '#e8dcc4' },
  },
  {
    id: 'gomen',
    name: 'Gomen',
    category: 'side',
    description:
      'Ethiopian collard greens braised tender with onion, garlic, ginger and a little green chili. A fresh, savoury balance to rich wats. Vegan as served.',
    canBeSpicy: true,
    featured: false,
    tips: ['Add niter kibbeh for the richer, traditional holiday version.', 'Keeps 4 days in the fridge; reheat in a pan with a spoon of water.'],
    includedIngredients: ['Collard greens', 'Onion', 'Garlic and ginger', 'Green chili', 'Olive oil'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('gomen', [
      ['niter-kibbeh', 'Niter kibbeh (spiced butter)', 150, ['milk']],
      ['ayib', 'Ayib (fresh cheese)', 250, ['milk']],
    ]),
    prices: sizes('gomen', [
      ['small', 499, '8 oz cup'],
      ['medium', 699, '12 oz bowl'],
      ['extra large', 3800, 'Half tray · serves 10–12', 'catering'],
    ]),
    goesWith: ['injera', 'doro-wat', 'misir-wat'],
    similar: ['chakalaka', 'injera'],
    art: { vessel: 'bowl', base: '#2d5e2a', accent: '#4f8a3a', garnish: ['#ece0c0', '#8fbf4a'], texture: 'leaves', table: '#c9a57a' },
  },

  // ── Sauces ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'shito',
    name: 'Shito',
    category: 'sauce',
    description:
      'Ghana’s famous black pepper sauce: dried chili, smoked herring and dried shrimp slow-fried with ginger, garlic and onion until dark, rich and savoury.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'A little goes a long way: stir a teaspoon into rice, eggs or Waakye.',
      'Keeps for weeks in the fridge; always use a dry spoon.',
      'Contains fish and shellfish.',
    ],
    includedIngredients: ['Dried chili', 'Smoked herring and dried shrimp', 'Ginger', 'Garlic', 'Onion', 'Vegetable oil'],
    // Smoked herring (fish) and dried shrimp (crustacean shellfish).
    allergens: ['fish', 'crustacean-shellfish'],
    dietLabels: ['gluten-free'],
    optionalIngredients: extras('shito', [
      ['extra-shrimp', 'Extra dried shrimp', 100, ['crustacean-shellfish']],
      ['herring', 'Smoked herring flakes', 150, ['fish']],
    ]),
    prices: sizes('shito', [
      ['small', 249, '2 oz cup'],
      ['medium', 349, '4 oz cup'],
      ['large', 549, '8 oz jar'],
    ]),
    goesWith: ['waakye', 'kelewele', 'jollof-rice'],
    similar: ['ata-dindin', 'yaji-pepper-sauce'],
    art: { vessel: 'cup', base: '#3b1d10', accent: '#6a3016', garnish: ['#9a3418', '#c66a2c'], texture: 'stew', table: '#e4d3b5' },
  },
  {
    id: 'berbere-sauce',
    name: 'Berbere Sauce',
    category: 'sauce',
    description:
      'Our awaze-style Ethiopian chili sauce: the berbere blend of chili, fenugreek, cardamom and clove whisked with garlic, ginger, lemon and oil. Deep, warm and fiery.',
    canBeSpicy: true,
    featured: false,
    tips: ['The classic dip for Beef Tibs and Sambusa.', 'Stir a spoonful into lentils or scrambled eggs.'],
    includedIngredients: ['Berbere spice blend', 'Garlic', 'Ginger', 'Lemon juice', 'Olive oil'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('berbere-sauce', [
      ['niter-kibbeh', 'Niter kibbeh swirl', 150, ['milk']],
      ['extra-garlic', 'Extra garlic', 50],
    ]),
    prices: sizes('berbere-sauce', [
      ['small', 249, '2 oz cup'],
      ['medium', 349, '4 oz cup'],
      ['large', 549, '8 oz jar'],
    ]),
    goesWith: ['beef-tibs', 'doro-wat', 'sambusa'],
    similar: ['harissa', 'shito'],
    art: { vessel: 'cup', base: '#a8301b', accent: '#6e1c10', garnish: ['#d9622b', '#e8b04a'], texture: 'smooth', table: '#2f3b2c' },
  },
  {
    id: 'yaji-pepper-sauce',
    name: 'Yaji Pepper Sauce',
    category: 'sauce',
    description:
      'The suya spice of Northern Nigeria, yaji, made from kuli kuli peanut, ginger, cayenne and paprika, loosened with peanut oil and onion into a nutty, smoky dipping sauce.',
    canBeSpicy: true,
    featured: false,
    tips: ['Made for Beef Suya, and just as good on grilled chicken or roasted corn.', 'Contains peanuts.'],
    includedIngredients: ['Yaji spice (peanut, ginger, chili)', 'Onion', 'Peanut oil', 'Garlic'],
    // Kuli kuli is pressed peanut, and the oil is peanut oil.
    allergens: ['peanuts'],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('yaji-pepper-sauce', [
      ['kuli-kuli', 'Extra kuli kuli crunch', 100, ['peanuts']],
      ['scotch-bonnet', 'Chopped scotch bonnet', 75],
    ]),
    prices: sizes('yaji-pepper-sauce', [
      ['small', 199, '2 oz cup'],
      ['medium', 299, '4 oz cup'],
      ['large', 499, '8 oz jar'],
    ]),
    goesWith: ['beef-suya', 'kelewele', 'akara'],
    similar: ['shito', 'ata-dindin'],
    art: { vessel: 'cup', base: '#98461f', accent: '#5e2a12', garnish: ['#c98a3e', '#d8362b'], texture: 'stew', table: '#2a3b4c' },
  },
  {
    id: 'ata-dindin',
    name: 'Ata Dindin',
    category: 'sauce',
    description:
      'Yoruba fried pepper sauce: red bell pepper, scotch bonnet and onion fried slowly in oil with iru (fermented locust beans) until sweet, smoky and glossy.',
    canBeSpicy: true,
    featured: false,
    tips: ['Spoon it over Fried Plantains, Akara or boiled yam.', 'Keeps a week in the fridge; warm it gently before serving.'],
    includedIngredients: ['Red bell pepper (tatashe)', 'Scotch bonnet pepper', 'Onion', 'Locust beans (iru)', 'Vegetable oil'],
    // Iru is fermented locust beans, not soy; no crayfish in this recipe.
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('ata-dindin', [
      ['diced-beef', 'Diced beef', 250],
      ['boiled-egg', 'Boiled egg', 150, ['eggs']],
    ]),
    prices: sizes('ata-dindin', [
      ['small', 249, '2 oz cup'],
      ['medium', 349, '4 oz cup'],
      ['large', 549, '8 oz jar'],
    ]),
    goesWith: ['fried-plantains', 'akara', 'moi-moi'],
    similar: ['shito', 'harissa'],
    art: { vessel: 'cup', base: '#c7301d', accent: '#861d11', garnish: ['#e9d7a8', '#3a2516'], texture: 'stew', table: '#f0e6d2' },
  },
  {
    id: 'harissa',
    name: 'Harissa',
    category: 'sauce',
    description: 'Tunisian chili paste of roasted red chilies, garlic, caraway, coriander and cumin, finished with good olive oil. Smoky, aromatic and bold.',
    canBeSpicy: true,
    featured: false,
    tips: [
      'Stir it into Chicken Tagine or couscous, or swirl it through yogurt for a quick dip.',
      'Cover with a thin layer of olive oil to keep it fresh in the fridge.',
    ],
    includedIngredients: ['Roasted red chilies', 'Garlic', 'Caraway and coriander', 'Cumin', 'Olive oil'],
    allergens: [],
    dietLabels: ['vegan', 'vegetarian', 'gluten-free'],
    optionalIngredients: extras('harissa', [
      ['preserved-lemon', 'Preserved lemon', 100],
      ['rose', 'Rose petals (rose harissa)', 100],
    ]),
    prices: sizes('harissa', [
      ['small', 249, '2 oz cup'],
      ['medium', 349, '4 oz cup'],
      ['large', 549, '8 oz jar'],
    ]),
    goesWith: ['chicken-tagine', 'sambusa', 'peri-peri-chicken'],
    similar: ['berbere-sauce', 'ata-dindin'],
    art: { vessel: 'cup', base: '#b0281a', accent: '#781a10', garnish: ['#7d8f2a', '#d9b86a'], texture: 'smooth', table: '#d8c4a0' },
  },

  // ── Desserts ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'puff-puff',
    name: 'Puff Puff',
    category: 'dessert',
    description:
      'Pillowy Nigerian doughnut balls, lightly sweet with a hint of nutmeg, fried golden and dusted with powdered sugar. Impossible to eat just one.',
    canBeSpicy: false,
    featured: true,
    tips: [
      'Best the same day; warm them for 10 seconds in the microwave to make them fluffy again.',
      'Try them with the chocolate dip, or with a cup of hot tea.',
    ],
    includedIngredients: ['Fried yeast dough', 'Nutmeg', 'Powdered sugar dusting'],
    // The dough is wheat. Read as the usual puff puff (flour, yeast, sugar, water): no milk or egg named, so
    // none listed; not labelled vegan, as the text does not say.
    allergens: ['wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('puff-puff', [
      ['chocolate', 'Chocolate dipping sauce', 150, ['milk', 'soybeans']], // cautious: chocolate usually holds milk and soy lecithin
      ['cinnamon-sugar', 'Cinnamon sugar', 75],
      ['honey', 'Honey drizzle', 100],
    ]),
    prices: sizes('puff-puff', [
      ['small', 449, '6 pieces'],
      ['medium', 749, '12 pieces'],
      ['extra large', 3900, 'Catering tray · 50 pieces · serves 12–16', 'catering'],
    ]),
    goesWith: ['chin-chin', 'akara'],
    similar: ['mandazi', 'chin-chin'],
    art: { vessel: 'basket', base: '#d8923a', accent: '#9c5a1f', garnish: ['#fbf6ea'], texture: 'balls', table: '#2f5a6a' },
  },
  {
    id: 'chin-chin',
    name: 'Chin Chin',
    category: 'dessert',
    description: 'Crunchy little cubes of sweet fried dough with butter, milk and nutmeg. The snack every Nigerian home keeps in a jar for guests.',
    canBeSpicy: false,
    featured: false,
    tips: ['Keeps for 3 weeks in an airtight jar.', 'Set out a bowl at parties: it is the perfect nibble with drinks.'],
    includedIngredients: ['Fried sweet dough', 'Butter', 'Nutmeg', 'Evaporated milk'],
    // Butter and evaporated milk, a wheat dough. Cautious: eggs, which most chin chin doughs have.
    allergens: ['milk', 'eggs', 'wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('chin-chin', [
      ['peanuts', 'Roasted peanut mix-in', 150, ['peanuts']],
      ['coconut', 'Toasted coconut', 100, []], // coconut is not a tree nut for US labelling (FDA, 2025)
    ]),
    prices: sizes('chin-chin', [
      ['small', 399, '4 oz bag'],
      ['medium', 649, '8 oz bag'],
      ['extra large', 2900, 'Party tub · 3 lb · serves 20', 'catering'],
    ]),
    goesWith: ['puff-puff', 'kelewele'],
    similar: ['puff-puff', 'mandazi'],
    art: { vessel: 'bowl', base: '#d9994a', accent: '#9a5f26', garnish: ['#ecc88a'], texture: 'chunks', table: '#7a2e3a' },
  },
  {
    id: 'mandazi',
    name: 'Mandazi',
    category: 'dessert',
    description:
      'Swahili coast doughnuts from Kenya and Tanzania, made with coconut milk and cardamom, fried into golden puffy triangles. Lightly sweet and fragrant.',
    canBeSpicy: false,
    featured: false,
    tips: ['The East African way is with a cup of spiced chai.', 'Warm in a 300 °F oven for 5 minutes to refresh them.'],
    includedIngredients: ['Coconut milk dough', 'Cardamom', 'Powdered sugar'],
    // A wheat dough; coconut milk is not milk, and coconut not a tree nut (FDA, 2025). Cautious: eggs,
    // which many mandazi doughs have.
    allergens: ['eggs', 'wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('mandazi', [
      ['chai-sugar', 'Chai spice sugar', 75],
      ['honey', 'Honey drizzle', 100],
      ['coconut', 'Coconut flakes', 100],
    ]),
    prices: sizes('mandazi', [
      ['small', 449, '4 pieces'],
      ['medium', 799, '8 pieces'],
      ['extra large', 3900, 'Catering tray · 40 pieces · serves 12–16', 'catering'],
    ]),
    goesWith: ['puff-puff', 'sambusa'],
    similar: ['puff-puff', 'chin-chin'],
    art: { vessel: 'basket', base: '#d79e4c', accent: '#9a5e22', garnish: ['#fbf6ea'], texture: 'wraps', table: '#3d6b5a' },
  },
  {
    id: 'malva-pudding',
    name: 'Malva Pudding',
    category: 'dessert',
    description:
      'South Africa’s favourite pudding: a soft apricot-jam sponge baked until caramelised and soaked in a warm butter and cream sauce, served with vanilla custard.',
    canBeSpicy: false,
    featured: false,
    tips: ['Warm it for 20–30 seconds before eating so the sauce turns silky again.', 'A scoop of vanilla ice cream is the popular upgrade.'],
    includedIngredients: ['Apricot jam sponge', 'Warm butter and cream sauce', 'Vanilla custard'],
    // A sponge (wheat, eggs), a butter and cream sauce, and custard.
    allergens: ['milk', 'eggs', 'wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('malva-pudding', [
      ['ice-cream', 'Vanilla ice cream scoop', 199, ['milk', 'eggs']], // cautious: custard-based, as most vanilla ice cream
      ['extra-custard', 'Extra custard', 150, ['milk', 'eggs']],
    ]),
    prices: sizes('malva-pudding', [
      ['small', 599, 'Single square'],
      ['medium', 799, 'Double square'],
      ['extra large', 4800, 'Half tray · 12 squares · serves 12', 'catering'],
    ]),
    goesWith: ['milk-tart', 'bobotie'],
    similar: ['milk-tart', 'basbousa'],
    art: { vessel: 'pan', base: '#b8652a', accent: '#7a3a16', garnish: ['#f6e3a8'], texture: 'smooth', table: '#e7dcc8' },
  },
  {
    id: 'milk-tart',
    name: 'Milk Tart',
    category: 'dessert',
    description: 'Melktert, the South African classic: a crisp butter pastry shell filled with a light, creamy milk custard and dusted with cinnamon.',
    canBeSpicy: false,
    featured: false,
    tips: ['Serve chilled or at room temperature, never hot.', 'Keeps 3 days covered in the fridge.'],
    includedIngredients: ['Butter pastry crust', 'Milk custard filling', 'Ground cinnamon'],
    // A butter pastry (wheat) and a milk and egg custard.
    allergens: ['milk', 'eggs', 'wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('milk-tart', [
      ['whipped-cream', 'Whipped cream', 150, ['milk']],
      ['berries', 'Fresh berries', 250],
    ]),
    prices: sizes('milk-tart', [
      ['small', 499, '1 slice'],
      ['medium', 899, '2 slices'],
      ['extra large', 3200, 'Whole 9 inch tart · 8 slices', 'catering'],
    ]),
    goesWith: ['malva-pudding', 'mandazi'],
    similar: ['malva-pudding', 'basbousa'],
    art: { vessel: 'pan', base: '#f0d898', accent: '#c99d55', garnish: ['#8a4b22'], texture: 'smooth', table: '#4a6a8a' },
  },
  {
    id: 'basbousa',
    name: 'Basbousa',
    category: 'dessert',
    description: 'Egyptian semolina and coconut cake baked golden, soaked in orange blossom syrup and crowned with a blanched almond on every diamond.',
    canBeSpicy: false,
    featured: false,
    tips: ['Serve at room temperature with mint tea or strong coffee.', 'Contains nuts; keeps 4 days in an airtight box.'],
    includedIngredients: ['Semolina and coconut cake', 'Orange blossom syrup', 'Blanched almonds'],
    // Semolina is wheat; almonds are tree nuts. Cautious: milk, as basbousa is made with butter or yogurt;
    // no egg in the usual Egyptian recipe.
    allergens: ['milk', 'tree-nuts', 'wheat'],
    dietLabels: ['vegetarian'],
    optionalIngredients: extras('basbousa', [
      ['ashta', 'Ashta (clotted cream)', 199, ['milk']],
      ['pistachio', 'Pistachio crumble', 150, ['tree-nuts']],
    ]),
    prices: sizes('basbousa', [
      ['small', 449, '2 diamonds'],
      ['medium', 749, '4 diamonds'],
      ['extra large', 4200, 'Half tray · 24 diamonds · serves 12', 'catering'],
    ]),
    goesWith: ['milk-tart', 'mandazi'],
    similar: ['malva-pudding', 'milk-tart'],
    art: { vessel: 'pan', base: '#d9a046', accent: '#a8661f', garnish: ['#f5ead2'], texture: 'slices', table: '#5a3a2a' },
  },
];
