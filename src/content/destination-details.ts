// The four lists of each destination page, plus the leg that leads to it and the one that leaves
// it. Kept apart from the summaries so the home page's JavaScript does not carry them: only the
// destination page imports this module.
// Figures that change often (prices, exchange rates) are left out on purpose, except the Torres del
// Paine fee, shown as a dated reference value; visitors are pointed to the official source instead.
import { gapText, longestGapIn } from "../road/fuel.ts";
import { destinations, type DestinationSlug } from "./destinations.ts";
import { formatDays, formatKm, legDrivingDays, legRoadKm, stageTo } from "./journey.ts";
import type { VerifiedMonth } from "./pre-trip-guide.ts";
import type { SourceKey } from "./sources.ts";
import { returnDayCrossings, seasonNote } from "./stages.ts";

export interface DestinationDetails {
  oQueFazer: string[];
  ondeSeHospedar: string[];
  ondeComer: string[];
  outrasInformacoes: string[];
  /** How the crew gets here from the previous stop of the route (Santiago: from Vitória). */
  arrival: string;
  /** How the crew leaves for the next stop (Ushuaia: the way back north). */
  departure: string;
  /** The month these texts were last checked against their sources. */
  verifiedIn: VerifiedMonth;
  /** Where to confirm fees, hours and rules before relying on them. */
  sources: SourceKey[];
}

// Distances, days and border hours quoted in the prose are read from the stage table, so a page
// cannot drift from the table it summarises.
const leg = (slug: DestinationSlug) => destinations.findIndex((d) => d.slug === slug);
const toElChalten = {
  days: formatDays(legDrivingDays[leg("el-chalten")]!),
  km: formatKm(Math.round(legRoadKm[leg("el-chalten")]! / 10) * 10),
};
const chaltenToCalafate = formatKm(stageTo("El Calafate").km);
// Said once after both crossings' hours when either is of an older season than the one driven.
const returnDayNote = returnDayCrossings.map(seasonNote).find(Boolean);
const returnDayHours = [...returnDayCrossings.map((c) => `${c.name}, na ${c.season}: ${c.hours}`), returnDayNote]
  .filter(Boolean)
  .join(" ");

// Said once so every entry into Chile gives the same advice at the border.
const sagChile =
  "Ao entrar no Chile, declare tudo o que for de origem animal ou vegetal na declaração juramentada " +
  "SAG–Aduana, que pode ser preenchida on-line até 24 horas antes: frutas, verduras, carnes, frios, mel e " +
  "sementes costumam ser barrados, e alguns laticínios industrializados e lacrados são aceitos quando " +
  "declarados (quem decide é o inspetor do SAG). Não declarar dá multa.";

// Said once so every Argentine stop gives the same money advice.
const pesoArgentino =
  "Moeda: peso argentino (ARS). O cepo cambial acabou em abril de 2025; cartões estrangeiros são " +
  "convertidos pela cotação do dólar MEP e funcionam em quase toda parte. Para postos e lugares pequenos " +
  "onde a maquininha fica sem sinal, leve pesos argentinos em espécie para um ou dois dias de despesas " +
  "miúdas e alguns dólares em notas novas, de reserva.";

export const destinationDetails: Record<DestinationSlug, DestinationDetails> = {
  santiago: {
    oQueFazer: [
      "Subir o Cerro San Cristóbal de funicular ou teleférico até o santuário da Virgem, com vista da " +
        "cidade e dos Andes.",
      "Percorrer o centro histórico: Plaza de Armas, Catedral Metropolitana e Palacio de La Moneda, com a " +
        "troca da guarda.",
      "Visitar o Museo Chileno de Arte Precolombino e o Museo de la Memoria y los Derechos Humanos.",
      "Conhecer La Chascona, a casa de Pablo Neruda no bairro Bellavista.",
      "Subir o Cerro Santa Lucía, o antigo Huelén, ao pé do qual Pedro de Valdivia fundou a cidade em 1541.",
      "Fazer um bate-volta ao Cajón del Maipo ou às vinícolas do Valle del Maipo.",
    ],
    ondeSeHospedar: [
      "Providencia: bairro central e seguro, bem servido pelo metrô, com hotéis e apartamentos para todos os bolsos.",
      "Lastarria: bairro boêmio perto do centro, com hotéis-boutique como o The Singular Santiago.",
      "Las Condes e Vitacura: região moderna e tranquila, com redes como W e The Ritz-Carlton.",
      "Bellavista: hostels e pousadas perto da vida noturna e do Cerro San Cristóbal.",
      "Com o 4x4, prefira hotéis com estacionamento fechado e vigiado.",
    ],
    ondeComer: [
      "Mercado Central: frutos do mar e o caldillo de congrio, sopa celebrada por Neruda.",
      "La Vega Central: frutas, sucos e comida caseira chilena a preço baixo.",
      "Lastarria e Bellavista: bares e restaurantes de cozinha chilena contemporânea.",
      "Boragó, em Vitacura: alta gastronomia com ingredientes nativos do Chile (reserve com antecedência).",
      "La Piojera, perto do Mercado Central: bar tradicional famoso pelo terremoto, drinque de vinho pipeño " +
        "com sorvete de abacaxi.",
      "Pratos típicos para provar: pastel de choclo, empanada de pino e o completo, o cachorro-quente chileno.",
    ],
    outrasInformacoes: [
      "Melhor época: primavera (setembro a novembro) e outono (março a maio); o verão é quente e seco.",
      "Temperaturas médias: cerca de 21 °C no verão (máximas perto de 30 °C) e 8 °C no inverno.",
      "Moeda: peso chileno (CLP); cartões são aceitos em quase toda parte.",
      "As autopistas urbanas de Santiago cobram pedágio eletrônico em cada pórtico (TAG). O Pase Diario " +
        "Único acabou em 30 de junho de 2025: sem TAG, cada pórtico é cobrado pela placa e deve ser pago " +
        "depois, em pasastesintag.cl, o portal conjunto das concessionárias, só do 11º ao 30º dia após a " +
        "passagem (quem já tiver saído do Chile paga pela internet); depois disso o valor dobra e vem a tarifa " +
        "de infrator. A Vespucio Norte e o Túnel San Cristóbal ficaram fora do portal e vendem o próprio passe " +
        "diário (verificado em novembro de 2026).",
      "No inverno, dias de alerta ambiental por poluição podem trazer restrição de circulação de veículos; " +
        "confira antes de sair.",
      "Veículo estrangeiro no Chile: o SOAPEX, seguro obrigatório de acidentes pessoais (Lei 18.290), é " +
        "contratado on-line com uma seguradora chilena antes de chegar à fronteira e precisa cobrir todos os " +
        "dias no país; a Carta Verde é o seguro obrigatório da Argentina. Leve também o CRLV e, se o carro não " +
        "for seu, a autorização do proprietário, com firma reconhecida e apostilada; guarde o TITV (título de " +
        "importação temporária) emitido na fronteira.",
      sagChile,
    ],
    arrival:
      "De Vitória, a equipe atravessa o Brasil e a Argentina, passa por Mendoza e entra no Chile pelo Paso " +
      "Cristo Redentor (Los Libertadores), na Ruta 7 argentina, a cerca de 3.200 m de altitude. Todos os " +
      "controles de entrada (PDI, Aduana com o TITV do carro e SAG) ficam no complexo Los Libertadores, do " +
      "lado chileno; a fila pode levar horas em feriados e na alta temporada. Depois a estrada desce pelos " +
      "Caracoles, uma sequência de curvas fechadas: use freio-motor. No inverno o passo fecha em dias de " +
      "neve e as correntes são obrigatórias.",
    departure:
      "Para Mendoza, volta-se pelo mesmo Paso Cristo Redentor, agora do Chile para a Argentina: os " +
      "controles dos dois países ficam no complexo de Horcones, do lado argentino, onde o carro recebe um " +
      "novo registro de entrada. Saia cedo, consulte o estado do passo no dia e leve correntes: são exigidas " +
      "em dias de neve, que podem vir até na primavera.",
    verifiedIn: "2026-11",
    sources: ["pasosChile", "pasosArgentina", "pdiChile", "aduanaChile", "sag", "turismoChile"],
  },
  mendoza: {
    oQueFazer: [
      "Visitar vinícolas de Luján de Cuyo e Maipú, berço do Malbec argentino, de carro ou de bicicleta.",
      "Passar um dia no Valle de Uco, com degustações em vinícolas como Zuccardi e Salentein.",
      "Ver o Aconcágua (6.961 m), a montanha mais alta das Américas, da Laguna de Horcones, no Parque " +
        "Provincial Aconcagua.",
      "Parar no Puente del Inca, ponte natural sobre o rio Las Cuevas, na Ruta 7 a caminho da fronteira.",
      "Caminhar pelo Parque General San Martín e subir ao Cerro de la Gloria.",
      "Fazer rafting no rio Mendoza, em Potrerillos, ou relaxar nas Termas de Cacheuta.",
    ],
    ondeSeHospedar: [
      "Centro e Quinta Sección: hotéis e hostels perto da Plaza Independencia e do Parque San Martín.",
      "Park Hyatt Mendoza, em prédio histórico diante da Plaza Independencia.",
      "Chacras de Coria, em Luján de Cuyo: pousadas entre vinhedos, perto da cidade.",
      "Lodges em vinícolas, como Cavas Wine Lodge (Luján de Cuyo), The Vines Resort & Spa e Casa de Uco " +
        "(Valle de Uco).",
      "Uspallata: base simples na Ruta 7, boa para dormir perto da cordilheira.",
    ],
    ondeComer: [
      "Almoço harmonizado em vinícolas do Valle de Uco e de Luján de Cuyo, com menus-degustação em várias " +
        "etapas (reserve antes).",
      "1884 Restaurante, de Francis Mallmann, na Bodega Escorihuela Gascón, em Godoy Cruz.",
      "Avenida Arístides Villanueva: bares, cervejarias e restaurantes, o centro da noite mendocina.",
      "Mercado Central de Mendoza: empanadas, sanduíches e produtos regionais.",
      "Pratos típicos para provar: chivito (cabrito) assado, empanadas mendocinas e azeites de oliva de Maipú.",
    ],
    outrasInformacoes: [
      "Melhor época: março a maio, com a vindima e a Fiesta Nacional de la Vendimia, e setembro a novembro.",
      "Temperaturas médias: cerca de 25 °C no verão (máximas acima de 30 °C) e 8 °C no inverno; clima seco " +
        "e ensolarado.",
      pesoArgentino,
      "As ruas do centro têm acequias, valas de irrigação fundas junto ao meio-fio: cuidado ao estacionar e " +
        "ao abrir as portas.",
      "Muitas lojas fecham no início da tarde, na hora da sesta, e reabrem no fim da tarde; programe as compras.",
    ],
    arrival:
      "Vindo de Santiago, a equipe cruza de novo o Paso Cristo Redentor (Los Libertadores), agora no " +
      "sentido Chile → Argentina: sobe pelos Caracoles, passa pelo túnel internacional e desce por Las " +
      "Cuevas até o complexo de Horcones, onde ficam os controles dos dois países; depois a Ruta 7 segue por " +
      "Puente del Inca e Uspallata até Mendoza. No inverno o passo fecha em dias de neve, às vezes por " +
      "vários dias, e as correntes são obrigatórias: consulte o estado do passo antes de sair.",
    departure:
      "Rumo a Pucón, desça pela Ruta 40 para o sul (Malargüe, Chos Malal, Zapala) até Junín de los Andes e " +
      "cruze para o Chile pelo Paso Mamuil Malal, ao pé do vulcão Lanín, pela RP 60. O cascalho fica do lado " +
      "argentino: cerca de 12 km da RP 60, da portaria do Parque Nacional Lanín até a fronteira, em obras de " +
      "asfaltamento desde setembro de 2025; do lado chileno, a Ruta 199 é asfaltada até Curarrehue e Pucón. " +
      "O passo abre só de dia e exige equipamento para neve no inverno; confira o horário. Saia de Junín de " +
      "los Andes com o tanque cheio.",
    verifiedIn: "2026-11",
    sources: ["pasosArgentina", "pasosChile", "aduanaArgentina", "migracionesArgentina", "vialidadArgentina", "senasa"],
  },
  pucon: {
    oQueFazer: [
      "Subir o vulcão Villarrica (2.847 m) com guia credenciado, quando a ascensão estiver liberada " +
        "conforme a atividade vulcânica.",
      "Caminhar pelo Sendero Los Lagos no Parque Nacional Huerquehue, entre araucárias e lagoas.",
      "Relaxar em águas termais, como as Termas Geométricas e as Termas Los Pozones.",
      "Descer o rio Trancura de rafting.",
      "Conhecer as cachoeiras Ojos del Caburgua e a praia do lago Caburgua.",
      "Aproveitar a Playa Grande, à beira do lago Villarrica, no centro da cidade.",
    ],
    ondeSeHospedar: [
      "Centro, perto da avenida O'Higgins: hostels, pousadas e tudo a pé.",
      "Gran Hotel Pucón, hotel histórico de frente para a Playa Grande.",
      "Hotel Antumalal, clássico hotel de arquitetura moderna na margem do lago Villarrica.",
      "Cabanas nos caminhos para Caburgua e para o vale do rio Liucura, boas para quem viaja de carro.",
      "Villarrica, a cerca de 25 km: alternativa mais tranquila e com preços menores.",
    ],
    ondeComer: [
      "Avenida O'Higgins e arredores: restaurantes, cafés e cervejarias artesanais.",
      "Sopaipillas, discos de massa frita feita com abóbora, que se comem em todo o Chile, nas padarias e " +
        "nas barracas de rua.",
      "Sabores mapuches da região: o catuto, pão de trigo cozido, e o merkén, tempero de pimenta (ají) " +
        "defumada e moída com coentro.",
      "Truta e salmão da região, grelhados ou defumados.",
      "Kuchen de frutas, herança da imigração alemã no sul do Chile, e geleias de murta.",
      "Cervejas artesanais do sul do Chile, como a Kunstmann, de Valdivia.",
    ],
    outrasInformacoes: [
      "Melhor época: dezembro a março para o vulcão, os lagos e o rafting; julho e agosto para esquiar nas " +
        "encostas do Villarrica.",
      "Temperaturas médias: cerca de 17 °C no verão e 6 °C no inverno; chove muito no outono e no inverno.",
      "Moeda: peso chileno (CLP).",
      "O Villarrica é um dos vulcões mais ativos do Chile: acompanhe o alerta do Sernageomin e conheça as " +
        "rotas de evacuação sinalizadas.",
      sagChile,
    ],
    arrival:
      "Vindo de Mendoza pela Ruta 40 e por Junín de los Andes, a equipe entra no Chile pelo Paso Mamuil " +
      "Malal: saída da Argentina no posto de Gendarmería e Aduana, entrada no posto chileno logo adiante, " +
      "com a inspeção do SAG. No lado argentino, os últimos cerca de 12 km da RP 60 até a fronteira são de " +
      "cascalho, com obras de asfaltamento em curso desde setembro de 2025; do lado chileno, a Ruta 199 " +
      "desce asfaltada por Puesco e Curarrehue até Pucón. O SOAPEX precisa cobrir também estes dias no " +
      "Chile.",
    departure:
      "Para Bariloche, o caminho mais bonito volta pelo Paso Mamuil Malal a Junín de los Andes e San Martín " +
      "de los Andes e segue pela Ruta de los Siete Lagos (Ruta 40) até Villa La Angostura e Bariloche. A " +
      "alternativa, toda asfaltada, é o Paso Cardenal Samoré, via Osorno. Na volta à Argentina o carro " +
      "recebe novo registro de entrada.",
    verifiedIn: "2026-11",
    sources: ["pasosChile", "pasosArgentina", "sag", "aduanaChile", "conaf", "turismoChile"],
  },
  bariloche: {
    oQueFazer: [
      "Fazer o Circuito Chico, com o mirante do Cerro Campanario, o Hotel Llao Llao e Puerto Pañuelo.",
      "Subir de teleférico ao Cerro Otto, com seu café giratório e vista para o lago Nahuel Huapi.",
      "Navegar de Puerto Pañuelo até a Isla Victoria e o Bosque de Arrayanes.",
      "Esquiar no Cerro Catedral, um dos maiores centros de esqui da América do Sul.",
      "Visitar o Museo de la Patagonia, no Centro Cívico, sobre os povos e a história da região.",
      "Ir ao Cerro Tronador e ao Ventisquero Negro, passando por Pampa Linda.",
    ],
    ondeSeHospedar: [
      "Llao Llao Hotel & Resort, ícone da cidade entre os lagos Nahuel Huapi e Moreno.",
      "Centro, perto do Centro Cívico e da rua Mitre: hotéis e hostels, tudo a pé.",
      "Avenida Bustillo, rumo ao Llao Llao: cabanas e hotéis com vista para o lago.",
      "Villa Catedral, ao pé das pistas, para temporadas de esqui.",
      "Colonia Suiza e Villa La Angostura, para quem prefere sossego no bosque.",
    ],
    ondeComer: [
      "Chocolatarias da rua Mitre, como Rapanui e Mamuschka.",
      "El Boliche de Alberto, parrilla tradicional de carnes argentinas.",
      "Cordeiro patagônico assado e truta dos lagos, presentes em quase todos os cardápios.",
      "Cervejarias artesanais: Berlina, Manush e Patagonia (no km 24 do Circuito Chico).",
      "Colonia Suiza: feira de produtores e o curanto, cozido em buraco na terra.",
    ],
    outrasInformacoes: [
      "Melhor época: dezembro a março para lagos e trilhas; julho a setembro para neve e esqui.",
      "Temperaturas médias: cerca de 14 °C no verão e 2 °C no inverno.",
      pesoArgentino,
      "Em julho, as férias de inverno e as viagens de formatura lotam a cidade: reserve com antecedência.",
      "A estrada de cascalho para Pampa Linda e o Tronador tem horários de mão única para subir e para descer.",
    ],
    arrival:
      "Vindo de Pucón, a equipe volta à Argentina pelo Paso Mamuil Malal e chega a Bariloche pela Ruta de " +
      "los Siete Lagos (Ruta 40), de San Martín de los Andes a Villa La Angostura, ou pelo Paso Cardenal " +
      "Samoré, asfaltado, vindo de Osorno. Nos dois casos há controles dos dois países e a barreira " +
      "sanitária da Patagônia argentina, que retém alimentos frescos.",
    departure:
      `Rumo a El Chaltén são ${toElChalten.days} ao volante e cerca de ${toElChalten.km} de Ruta 40 para o ` +
      `sul, por Esquel, Gobernador Costa, Río Mayo, Perito Moreno, Bajo Caracoles e Gobernador Gregores: ` +
      `estepe deserta, vento lateral forte e trechos de cascalho ou em obras, como os 42 km entre Facundo e ` +
      `Los Tamariscos, antes de Río Mayo, com desvios de cascalho até o fim das obras, previsto para 2027. ` +
      `Abasteça em todo posto. O posto de Bajo Caracoles às vezes fica sem combustível, e então o trecho sem ` +
      `posto confiável é o de ${gapText(longestGapIn("Argentina"))}: saia de Perito Moreno com o tanque e um ` +
      `galão cheios. Depois de Gobernador Gregores, o trecho até Tres Lagos tem os “73 malditos”, ` +
      `cerca de 73 km sem asfalto e de solo argiloso que vira lama com chuva; a Agência Provincial de ` +
      `Segurança Viária de Santa Cruz fecha a estrada a todos os veículos nesses dias. Em Gobernador Gregores, ` +
      `consulte no dia a Vialidad Nacional e a polícia local; se choveu ou a estrada está fechada, espere a ` +
      `liberação na cidade, que tem hospedagem e posto.`,
    verifiedIn: "2026-11",
    sources: ["apn", "vialidadArgentina", "seguridadVialSantaCruz", "pasosArgentina", "migracionesArgentina", "senasa"],
  },
  "el-chalten": {
    oQueFazer: [
      "Caminhar até a Laguna de los Tres, aos pés do Fitz Roy (cerca de 20 km ida e volta, com subida final íngreme).",
      "Fazer a trilha da Laguna Torre, com vista do Cerro Torre e do glaciar Grande (cerca de 18 km ida e volta).",
      "Subir aos mirantes Los Cóndores e Las Águilas, caminhada curta perto da vila, ótima ao entardecer.",
      "Encarar a Loma del Pliegue Tumbado, com vista panorâmica do Fitz Roy e do Cerro Torre.",
      "Visitar a cascata Chorrillo del Salto, de acesso fácil ao norte da vila.",
      "Ir de carro até o Lago del Desierto pela estrada de cascalho e caminhar até o glaciar Huemul.",
    ],
    ondeSeHospedar: [
      "Hostels e hospedarias da vila, que é pequena e se percorre a pé.",
      "Hotel Los Cerros, na parte alta da vila, com vista para as montanhas.",
      "Rancho Grande Hostel, hostel tradicional no centro da vila.",
      "Hostería El Pilar, antiga estância no caminho para o Lago del Desierto, junto à trilha do Fitz Roy.",
      "Acampamentos Poincenot, De Agostini e Laguna Capri, para quem faz as trilhas em dois dias: desde a " +
        "temporada 2024–2025 exigem reserva antecipada e uma taxa de pernoite à parte da entrada do parque, " +
        "cobradas pela Asociación Amigos del Parque Nacional Los Glaciares, que os administra por acordo com a " +
        "APN. As vagas são limitadas: reserve antes de chegar.",
    ],
    ondeComer: [
      "La Cervecería, com cerveja artesanal da casa e locro, guisado típico.",
      "Cordeiro patagônico e pizzas nos restaurantes da avenida San Martín.",
      "Padarias e mercados da vila para montar o lanche da trilha.",
      "Doces, geleias e sorvetes de calafate, o fruto nativo que dá nome à cidade vizinha.",
      "Empanadas e chocolate quente para a volta das trilhas nos cafés do centro.",
    ],
    outrasInformacoes: [
      "Melhor época: novembro a março; entre maio e setembro muitos hotéis e restaurantes fecham.",
      "Temperaturas médias: cerca de 11 °C no verão e 0 °C no inverno; o tempo muda rápido e o vento é forte.",
      pesoArgentino,
      "Há poucos caixas eletrônicos e eles costumam ficar sem dinheiro: saque antes de chegar à vila.",
      "Desde 21 de outubro de 2024 a APN cobra a entrada nas trilhas do Parque Nacional Los Glaciares, com " +
        "tarifa maior para estrangeiros, nos portais Los Cóndores, Base Fitz Roy e Río Eléctrico: compre " +
        "on-line no site de Parques Nacionales e confira o valor vigente.",
      "Passe no Centro de Visitantes do parque, na entrada da vila, para ver a previsão e o estado das " +
        "trilhas; fora da vila não conte com sinal de celular.",
    ],
    arrival:
      "Vindo de Bariloche pela Ruta 40, abasteça em Gobernador Gregores e, antes de sair, confirme que o " +
      "trecho sem asfalto até Tres Lagos (os “73 malditos”, que viram lama e fecham depois de chuva) está " +
      "liberado. Abasteça de novo em Tres Lagos; cerca de 40 km depois de Tres Lagos, vire para oeste na RP " +
      "23, asfaltada, que margeia o lago Viedma por cerca de 90 km até a vila. Chegue com o tanque cheio: o " +
      "único posto de El Chaltén é pequeno e pode ficar sem combustível na alta temporada.",
    departure:
      `Para El Calafate são cerca de ${chaltenToCalafate} de asfalto: a RP 23 de volta até a Ruta 40, a Ruta ` +
      `40 para o sul, com parada clássica no histórico Hotel La Leona, e a RP 11 no trecho final até a cidade. ` +
      `Cerca de três horas de estrada, com vento forte e guanacos na pista.`,
    verifiedIn: "2026-11",
    sources: ["apn", "vialidadArgentina"],
  },
  "el-calafate": {
    oQueFazer: [
      "Ver o glaciar Perito Moreno das passarelas, no Parque Nacional Los Glaciares, a cerca de 80 km da cidade.",
      "Navegar diante da parede de gelo do Perito Moreno no Safari Náutico.",
      "Caminhar sobre o glaciar no minitrekking ou no Big Ice, com grampões e guia.",
      "Navegar pelo Lago Argentino até os glaciares Upsala e Spegazzini.",
      "Visitar o Glaciarium, museu dedicado ao gelo patagônico.",
      "Observar flamingos e outras aves na Reserva Laguna Nimez, à beira do lago.",
    ],
    ondeSeHospedar: [
      "Centro, ao longo da Avenida del Libertador: hotéis, hostels e agências, tudo a pé.",
      "Esplendor El Calafate, hotel com vista para o Lago Argentino.",
      "Posada Los Álamos, hotel tradicional perto do centro.",
      "Eolo Lodge, isolado na estepe, no caminho para o Perito Moreno.",
      "Hostels como o América del Sur, para quem viaja com orçamento menor.",
    ],
    ondeComer: [
      "Cordeiro patagônico assado na cruz (al asador) nas parrillas da Avenida del Libertador.",
      "La Tablita, parrilla tradicional da cidade.",
      "Pura Vida, com comida caseira argentina em ambiente descontraído.",
      "Sorvetes, geleias e licores de calafate: diz a lenda que quem prova o fruto sempre volta à Patagônia.",
      "Chocolatarias e cervejarias artesanais no centro.",
    ],
    outrasInformacoes: [
      "Melhor época: outubro a abril; o Perito Moreno pode ser visitado o ano inteiro.",
      "Temperaturas médias: cerca de 13 °C no verão e 1 °C no inverno.",
      pesoArgentino,
      "A entrada do Parque Nacional Los Glaciares é paga, com tarifa maior para estrangeiros; confira o " +
        "valor vigente no site de Parques Nacionales antes de ir.",
      "O vento patagônico é muito forte: segure as portas do carro ao abrir e reduza a velocidade nas rajadas.",
    ],
    arrival:
      `Vindo de El Chaltén, a equipe volta pela RP 23 até a Ruta 40, segue para o sul pela Ruta 40, passando ` +
      `pelo Hotel La Leona, e entra na cidade pela RP 11: cerca de ${chaltenToCalafate} de asfalto.`,
    departure:
      "Para Puerto Natales, siga para o sul e cruze para o Chile pelo Paso Río Don Guillermo (Cancha " +
      "Carrera–Cerro Castillo) ou pelo Paso Dorotea, via Río Turbio, já perto de Puerto Natales; confira " +
      "antes o estado da estrada e o horário do passo. Saia de El Calafate com o tanque cheio; pelo Paso " +
      "Dorotea, Río Turbio também tem posto.",
    verifiedIn: "2026-11",
    sources: ["apn", "vialidadArgentina", "pasosArgentina", "aduanaArgentina", "migracionesArgentina"],
  },
  "puerto-natales": {
    oQueFazer: [
      "Caminhar pela costanera, a avenida à beira do fiorde Última Esperanza, onde aparecem cisnes-de-pescoço-preto.",
      "Visitar a Cueva del Milodón, caverna onde foram achados restos de uma preguiça-gigante pré-histórica.",
      "Navegar pelo fiorde até os glaciares Balmaceda e Serrano, no Parque Nacional Bernardo O'Higgins.",
      "Conhecer o antigo Frigorífico Bories, monumento nacional ligado à história da criação de ovelhas.",
      "Preparar a ida a Torres del Paine: alugar equipamento, comprar mantimentos e acertar o transporte.",
    ],
    ondeSeHospedar: [
      "The Singular Patagonia, no antigo Frigorífico Bories, à beira do fiorde.",
      "Hotel Remota, hotel de design com vista para o fiorde.",
      "Hotel Costaustralis, na avenida à beira do fiorde.",
      "Hostels e pousadas no centro, perto da Plaza de Armas, com guarda-volumes para quem vai fazer trilha.",
    ],
    ondeComer: [
      "Centolla (caranguejo-real) e cordeiro magalânico, as estrelas da cozinha local.",
      "Cervecería Baguales, cervejaria artesanal diante da Plaza de Armas.",
      "Afrigonia, restaurante que mistura cozinha chilena e africana.",
      "Mesita Grande, pizzaria de mesas compartilhadas, boa para depois da trilha.",
      "Calafate sour e outras bebidas com frutos patagônicos nos bares do centro.",
    ],
    outrasInformacoes: [
      "Melhor época: outubro a abril, a temporada de Torres del Paine.",
      "Temperaturas médias: cerca de 11 °C no verão e 1 °C no inverno; vento forte sobretudo na primavera e no verão.",
      "Moeda: peso chileno (CLP).",
      "Saque dinheiro e faça as compras aqui: Torres del Paine não tem caixas eletrônicos, casas de câmbio " +
        "nem postos de combustível.",
      sagChile,
    ],
    arrival:
      "Vindo de El Calafate, a equipe entra no Chile pelo Paso Dorotea, a poucos quilômetros da cidade, ou " +
      "pelo Paso Río Don Guillermo, em Cerro Castillo, e segue até Puerto Natales. No posto chileno: " +
      "migração, Aduana (novo TITV para o carro) e inspeção do SAG; o SOAPEX precisa cobrir estes dias no " +
      "Chile.",
    departure:
      "Para Torres del Paine há dois caminhos: o asfalto da Ruta 9 até Cerro Castillo e a Y-150, " +
      "pavimentada desde agosto de 2025 até a portaria Sarmiento (de lá à Laguna Amarga ainda é cascalho), " +
      "ou a Y-290, mais curta, pela Cueva del Milodón até o setor Serrano, asfaltada só nos primeiros 8 km e " +
      "depois de cascalho. Não há postos no parque: saia com o tanque cheio.",
    verifiedIn: "2026-11",
    sources: ["pasosChile", "pdiChile", "aduanaChile", "sag", "conaf", "vialidadChile", "turismoChile"],
  },
  "torres-del-paine": {
    oQueFazer: [
      "Caminhar até o Mirador Base Las Torres, com as três torres de granito sobre a lagoa (cerca de 20 km " +
        "ida e volta, 8 a 10 horas).",
      "Fazer o Circuito W, em 4 ou 5 dias, ou o Circuito O, a volta completa do maciço, em 7 a 9 dias.",
      "Cruzar o lago Pehoé de catamarã, de Pudeto a Paine Grande.",
      "Ver o glaciar Grey do mirante ou numa navegação pelo lago Grey.",
      "Fazer a caminhada curta ao Salto Grande e ao Mirador Cuernos, diante dos Cuernos del Paine.",
      "Observar guanacos, condores, nandus (o ñandú, ave parente da ema brasileira) e, com guia e sorte, pumas.",
    ],
    ondeSeHospedar: [
      "Refúgios e acampamentos da Vertice Patagonia (Grey, Paine Grande, Dickson, Los Perros), com reserva " +
        "obrigatória.",
      "Refúgios e acampamentos da Las Torres Patagonia (Central, Chileno, Los Cuernos, Francés, Serón), com " +
        "reserva obrigatória.",
      "Hotel Las Torres, no setor Central, ponto de partida da trilha da Base Las Torres.",
      "EcoCamp Patagonia, com domos geodésicos no setor Central.",
      "Hotéis com vista para o maciço: Explora Patagonia e Hotel Pehoé, no lago Pehoé; Hotel Lago Grey, " +
        "junto ao lago Grey; e Tierra Patagonia, no lago Sarmiento.",
    ],
    ondeComer: [
      "Refeições nos refúgios (café da manhã, lanche de trilha e jantar), reservadas junto com a hospedagem.",
      "Restaurantes dos hotéis do parque, em geral com reserva antecipada.",
      "Traga mantimentos de Puerto Natales: no parque há só pequenos armazéns nos refúgios, com itens básicos e caros.",
      "Cozinhe apenas nas áreas autorizadas dos acampamentos: fazer fogo é proibido depois dos grandes " +
        "incêndios de 2005 e 2011.",
      "Leve de volta todo o lixo, inclusive restos de comida.",
    ],
    outrasInformacoes: [
      "Entrada para estrangeiros: CLP 21.000 por adulto era o valor de referência de temporadas anteriores, " +
        "e não é o preço de hoje. Em dezembro de 2025, o adulto estrangeiro pagava CLP 46.000, e de 1º de " +
        "janeiro a 30 de abril de 2026 valeram os mesmos ingressos, reajustados em 4,9% (IPC): cerca de " +
        "CLP 48.250. A venda por " +
        "percurso, Full day, Base Torres, Circuito W ou Circuito O (Macizo Paine), com preços diferentes, " +
        "estava prevista para 1º de maio de 2026 (Resolução nº 514/2025 da CONAF, adiada de 1º de janeiro pelo " +
        "comunicado da CONAF Magallanes de 18 de dezembro de 2025); para os circuitos longos, a imprensa " +
        "chilena publicou cerca de CLP 80.900 por estrangeiro adulto. Não encontramos confirmação oficial de " +
        "que ela tenha começado: antes de ir, confira no site oficial qual ingresso vale e o valor do seu " +
        "percurso (verificado em novembro de 2026).",
      "Compre a entrada antes, on-line, em pasesparques.cl, o sistema oficial de venda da CONAF, e leve o " +
        "código QR no celular: na portaria quase não há sinal.",
      "Circuito O (Macizo Paine): só se percorre em um sentido (anti-horário), com pernoites reservados nos " +
        "acampamentos e registro com os guarda-parques; fica fechado no inverno, em geral de maio a outubro, e " +
        "a CONAF o fecha em dias de mau tempo. Em novembro de 2025, cinco caminhantes morreram de hipotermia " +
        "numa tempestade de neve e vento perto do Paso John Gardner: confira a previsão e respeite os " +
        "fechamentos.",
      "Melhor época: novembro a março; outubro e abril têm menos gente, dias mais curtos e mais frio.",
      "Temperaturas médias: cerca de 10 °C no verão e 0 °C no inverno, com rajadas de vento acima de 100 km/h.",
      "Moeda: peso chileno (CLP); o parque não tem caixa eletrônico, então leve pesos chilenos em espécie " +
        "para as despesas pequenas.",
      "De carro: as estradas internas são de cascalho, estreitas e com guanacos na pista; dirija devagar e " +
        "não saia da estrada.",
    ],
    arrival:
      "Vindo de Puerto Natales, a equipe chega pelo asfalto via Cerro Castillo à portaria Sarmiento ou pela " +
      "estrada da Cueva del Milodón, quase toda de cascalho, ao setor Serrano. A entrada, comprada antes, é " +
      "conferida na portaria; não há postos dentro do parque, então chegue com o tanque cheio.",
    departure:
      "Para Ushuaia, a equipe já está no Chile: volta a Puerto Natales, desce pela Ruta 9 e pela Ruta 255 " +
      "até a balsa da Primera Angostura, no Estreito de Magalhães, atravessa a Terra do Fogo chilena e passa " +
      "à Argentina em San Sebastián.",
    verifiedIn: "2026-11",
    sources: ["conaf", "vialidadChile", "turismoChile", "sag"],
  },
  ushuaia: {
    oQueFazer: [
      "Explorar o Parque Nacional Tierra del Fuego: Lago Roca, Senda Costera e a Bahía Lapataia, onde " +
        "termina a Ruta 3.",
      "Navegar pelo Canal de Beagle até o farol Les Eclaireurs, a Isla de los Lobos e a Isla de los Pájaros.",
      "Andar no Tren del Fin del Mundo, que segue o caminho do antigo trem dos presos até o parque nacional.",
      "Subir a trilha do Glaciar Martial, com vista da cidade e do canal.",
      "Visitar o Museo Marítimo y del Presidio, na antiga prisão de Ushuaia.",
      "Ver pinguins na Isla Martillo, a partir da Estancia Harberton, entre outubro e março.",
      "Caminhar até a Laguna Esmeralda ou, no inverno, esquiar no Cerro Castor.",
    ],
    ondeSeHospedar: [
      "Los Cauquenes Resort & Spa, à beira do Canal de Beagle.",
      "Arakur Ushuaia Resort & Spa, no alto de uma reserva natural com vista para a baía.",
      "Las Hayas Resort Hotel, na encosta do Martial.",
      "Hotel Albatros, de frente para o canal no centro.",
      "Hostels e pousadas no centro, perto da avenida San Martín, tudo a pé.",
    ],
    ondeComer: [
      "Kaupé: centolla (caranguejo-real) e merluza-negra com vista para a baía.",
      "Chez Manu: cozinha francesa com produtos fueguinos, no caminho do Martial.",
      "Volver: frutos do mar numa casa antiga de frente para o canal.",
      "Cordeiro fueguino assado na cruz nas parrillas da avenida San Martín.",
      "Ramos Generales El Almacén: café e padaria num antigo armazém da cidade.",
      "Cervejas artesanais locais, como a Beagle.",
    ],
    outrasInformacoes: [
      "Melhor época: novembro a março, com dias de até 17 horas de luz; junho a setembro para neve e esqui.",
      "Temperaturas médias: cerca de 10 °C no verão e 0 °C no inverno; o tempo muda rápido, com vento e chuva.",
      pesoArgentino,
      "Combustível na Terra do Fogo: do lado chileno, entre a balsa e San Sebastián, o único posto é o de " +
        "Cerro Sombrero; do lado argentino, há postos em Río Grande e em Tolhuin, no caminho até Ushuaia.",
      "A entrada do Parque Nacional Tierra del Fuego é paga à APN, com tarifa maior para estrangeiros; " +
        "confira o valor vigente antes de ir.",
    ],
    arrival:
      "Vindo de Torres del Paine, a equipe segue pelo Chile: Ruta 9 até perto de Punta Arenas e Ruta 255 " +
      "até Punta Delgada, onde a balsa da Primera Angostura cruza o Estreito de Magalhães até Bahía Azul, na " +
      "Terra do Fogo. Pela CH-257, via Cerro Sombrero, chega a San Sebastián: primeiro o posto chileno " +
      "(saída do Chile), depois o argentino, alguns quilômetros adiante (entrada na Argentina, com novo " +
      "registro do carro). Daí a Ruta 3 passa por Río Grande e Tolhuin e cruza o Paso Garibaldi, com neve e " +
      "gelo no inverno, até Ushuaia. A balsa para com vento forte; a alternativa é a balsa Punta " +
      "Arenas–Porvenir, com menos saídas por dia.",
    departure:
      `A volta para o norte é pela Ruta 3 até San Sebastián (saída da Argentina e entrada no Chile, com o ` +
      `SAG), balsa da Primera Angostura e Paso Integración Austral, em Monte Aymond (saída do Chile e entrada ` +
      `na Argentina), rumo a Río Gallegos. São quatro controles de fronteira em um dia, com a balsa no ` +
      `meio. ${returnDayHours} Saia cedo de Ushuaia, confira no dia o estado dos passos e da balsa e tenha à ` +
      `mão o CRLV, a Carta Verde, o SOAPEX e os papéis de importação temporária.`,
    verifiedIn: "2026-11",
    sources: ["turismoUshuaia", "apn", "pasosArgentina", "pasosChile", "sag", "aduanaArgentina", "senasa"],
  },
};

export function findDestinationDetails(slug: string): DestinationDetails | undefined {
  return Object.hasOwn(destinationDetails, slug) ? destinationDetails[slug as DestinationSlug] : undefined;
}
