// The four lists of each destination page. Kept apart from the summaries so the home page's
// JavaScript does not carry them: only the destination page imports this module.
// Figures that change often (prices, exchange rates) are left out on purpose, except the
// Torres del Paine fee the seed states; visitors are pointed to the official source instead.
export interface DestinationDetails {
  oQueFazer: string[];
  ondeSeHospedar: string[];
  ondeComer: string[];
  outrasInformacoes: string[];
}

export type DestinationSlug =
  | "santiago"
  | "mendoza"
  | "pucon"
  | "bariloche"
  | "el-chalten"
  | "el-calafate"
  | "puerto-natales"
  | "torres-del-paine"
  | "ushuaia";

// Said once so every Chilean entry gives the same advice at the border.
const sagChile =
  "Ao entrar no Chile, o SAG inspeciona bagagem e veículo: é proibido levar frutas, verduras, carnes, laticínios, mel e sementes; declare tudo no formulário para evitar multa.";

export const destinationDetails: Record<DestinationSlug, DestinationDetails> = {
  santiago: {
    oQueFazer: [
      "Subir o Cerro San Cristóbal de funicular ou teleférico até o santuário da Virgem, com vista da cidade e dos Andes.",
      "Percorrer o centro histórico: Plaza de Armas, Catedral Metropolitana e Palacio de La Moneda, com a troca da guarda.",
      "Visitar o Museo Chileno de Arte Precolombino e o Museo de la Memoria y los Derechos Humanos.",
      "Conhecer La Chascona, a casa de Pablo Neruda no bairro Bellavista.",
      "Subir o Cerro Santa Lucía, onde Pedro de Valdivia fundou a cidade em 1541.",
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
      "La Piojera, perto do Mercado Central: bar tradicional famoso pelo terremoto, drinque de vinho e sorvete de abacaxi.",
      "Pratos típicos para provar: pastel de choclo, empanada de pino e o completo, o cachorro-quente chileno.",
    ],
    outrasInformacoes: [
      "Melhor época: primavera (setembro a novembro) e outono (março a maio); o verão é quente e seco.",
      "Temperaturas médias: cerca de 21 °C no verão (máximas perto de 30 °C) e 8 °C no inverno.",
      "Moeda: peso chileno (CLP); cartões são aceitos quase em toda parte.",
      "As autopistas urbanas cobram pedágio eletrônico (TAG); sem o dispositivo, compre o Pase Diario Único para não ser multado.",
      "No inverno, dias de alerta ambiental por poluição podem trazer restrição de circulação de veículos; confira antes de sair.",
      sagChile,
      "Veículo estrangeiro: leve o documento do carro, a autorização do proprietário se não for seu e o seguro obrigatório (Carta Verde; confirme com a seguradora se o Chile exige também o SOAPEX), e guarde o TITV (Título de Importación Temporal) emitido na fronteira.",
    ],
  },
  mendoza: {
    oQueFazer: [
      "Visitar bodegas de Luján de Cuyo e Maipú, berço do Malbec argentino, de carro ou de bicicleta.",
      "Passar um dia no Valle de Uco, com degustações em bodegas como Zuccardi e Salentein.",
      "Ver o Aconcágua (6.961 m), a montanha mais alta das Américas, da Laguna de Horcones, no Parque Provincial Aconcagua.",
      "Parar na Puente del Inca, ponte natural sobre o rio Las Cuevas, a caminho da fronteira pela Ruta 7.",
      "Caminhar pelo Parque General San Martín e subir ao Cerro de la Gloria.",
      "Fazer rafting no rio Mendoza, em Potrerillos, ou relaxar nas Termas de Cacheuta.",
    ],
    ondeSeHospedar: [
      "Centro e Quinta Sección: hotéis e hostels perto da Plaza Independencia e do Parque San Martín.",
      "Park Hyatt Mendoza, em prédio histórico diante da Plaza Independencia.",
      "Chacras de Coria, em Luján de Cuyo: pousadas entre vinhedos, perto da cidade.",
      "Lodges em vinícolas, como Cavas Wine Lodge (Luján de Cuyo), The Vines Resort & Spa e Casa de Uco (Valle de Uco).",
      "Uspallata: base simples na Ruta 7, boa para dormir antes de cruzar a cordilheira.",
    ],
    ondeComer: [
      "Almoço harmonizado em bodegas do Valle de Uco e de Luján de Cuyo, com menus de vários passos (reserve antes).",
      "1884 Restaurante, de Francis Mallmann, na Bodega Escorihuela Gascón, em Godoy Cruz.",
      "Rua Arístides Villanueva: bares, cervejarias e restaurantes, o centro da noite mendocina.",
      "Mercado Central de Mendoza: empanadas, sanduíches e produtos regionais.",
      "Pratos típicos para provar: chivito (cabrito) assado, empanadas mendocinas e azeites de oliva de Maipú.",
    ],
    outrasInformacoes: [
      "Melhor época: março a maio, com a vindima e a Fiesta Nacional de la Vendimia, e setembro a novembro.",
      "Temperaturas médias: cerca de 25 °C no verão (máximas acima de 30 °C) e 8 °C no inverno; clima seco e ensolarado.",
      "Moeda: peso argentino (ARS); o câmbio varia muito, então confira a cotação e leve cartão e algum dinheiro vivo.",
      "Paso Cristo Redentor (Los Libertadores), pela Ruta 7, a cerca de 3.200 m de altitude: fecha com neve no inverno, às vezes por dias; consulte o estado do passo antes de sair.",
      "Santiago fica a cerca de 360 km; do lado chileno a estrada desce pelos Caracoles, 29 curvas fechadas: use freio motor.",
      "Abasteça em Mendoza ou Uspallata antes de subir a cordilheira e leve roupa de frio mesmo no verão.",
    ],
  },
  pucon: {
    oQueFazer: [
      "Subir o vulcão Villarrica (2.847 m) com guia credenciado, quando a ascensão está liberada conforme a atividade vulcânica.",
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
      "Cozinha mapuche: sopaipillas, catuto (pão de trigo) e o merkén, pimenta defumada da região.",
      "Truta e salmão da região, grelhados ou defumados.",
      "Kuchen de frutas, herança da imigração alemã no sul do Chile, e geleias de murta.",
      "Cervejas artesanais do sul do Chile, como a Kunstmann, de Valdivia.",
    ],
    outrasInformacoes: [
      "Melhor época: dezembro a março para o vulcão, os lagos e o rafting; julho e agosto para esquiar nas encostas do Villarrica.",
      "Temperaturas médias: cerca de 17 °C no verão e 6 °C no inverno; chove muito no outono e no inverno.",
      "Moeda: peso chileno (CLP).",
      "O Villarrica é um dos vulcões mais ativos do Chile: acompanhe o alerta do Sernageomin e conheça as rotas de evacuação sinalizadas.",
      "Vindo de Bariloche, cruze pelo Paso Mamuil Malal (via Junín de los Andes), que tem trechos de rípio, ou pelo Paso Cardenal Samoré, asfaltado, via Osorno.",
      sagChile,
    ],
  },
  bariloche: {
    oQueFazer: [
      "Fazer o Circuito Chico, com o mirante do Cerro Campanario, o Hotel Llao Llao e Puerto Pañuelo.",
      "Subir de teleférico ao Cerro Otto, com sua confeitaria giratória e vista para o lago Nahuel Huapi.",
      "Navegar de Puerto Pañuelo até a Isla Victoria e o Bosque de Arrayanes.",
      "Esquiar no Cerro Catedral, um dos maiores centros de esqui da América do Sul.",
      "Percorrer a Ruta de los Siete Lagos até San Martín de los Andes pela Ruta 40.",
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
      "Moeda: peso argentino (ARS); confira a cotação antes e leve cartão e algum dinheiro vivo.",
      "Em julho, as férias de inverno e as viagens de formatura lotam a cidade: reserve com antecedência.",
      "A estrada de rípio para Pampa Linda e o Tronador tem horários de mão única para subir e para descer.",
      "Rumo ao sul, a Ruta 40 tem longos trechos desertos, alguns postos a mais de 200 km um do outro e vento forte: abasteça sempre e leve galão reserva.",
    ],
  },
  "el-chalten": {
    oQueFazer: [
      "Caminhar até a Laguna de los Tres, aos pés do Fitz Roy (cerca de 20 km ida e volta, com subida final íngreme).",
      "Fazer a trilha da Laguna Torre, com vista do Cerro Torre e do glaciar Grande (cerca de 18 km ida e volta).",
      "Subir aos miradores de los Cóndores e de las Águilas, caminhada curta perto da vila, ótima ao entardecer.",
      "Encarar a Loma del Pliegue Tumbado, com vista panorâmica do Fitz Roy e do Cerro Torre.",
      "Visitar a cascata Chorrillo del Salto, de acesso fácil ao norte da vila.",
      "Ir de carro até o Lago del Desierto por estrada de rípio e caminhar até o glaciar Huemul.",
    ],
    ondeSeHospedar: [
      "Hostels e hospedarias da vila, que é pequena e se percorre a pé.",
      "Hotel Los Cerros, na parte alta da vila, com vista para as montanhas.",
      "Rancho Grande Hostel, hostel tradicional no centro da vila.",
      "Hostería El Pilar, antiga estância no caminho para o Lago del Desierto, junto à trilha do Fitz Roy.",
      "Acampamentos gratuitos do parque, como Laguna Capri e De Agostini, para quem faz as trilhas em dois dias (confira quais estão abertos).",
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
      "Moeda: peso argentino (ARS); há poucos caixas eletrônicos e eles costumam ficar sem dinheiro: leve dinheiro vivo.",
      "De El Calafate são cerca de 215 km pelas Rutas 40 e 23, asfaltadas; o histórico Hotel La Leona é a parada clássica no caminho.",
      "Abasteça em El Calafate e não conte com sinal de celular fora da vila.",
      "Passe no Centro de Visitantes do Parque Nacional Los Glaciares, na entrada da vila, para ver a previsão e o estado das trilhas.",
    ],
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
      "Moeda: peso argentino (ARS); leve cartão e algum dinheiro vivo.",
      "A entrada do Parque Nacional Los Glaciares é paga, com tarifa maior para estrangeiros; confira o valor vigente antes.",
      "Para Puerto Natales (Chile), cruze pelos passos Río Don Guillermo (Cerro Castillo) ou Dorotea; confira o estado da Ruta 40 antes de sair.",
      "O vento patagônico é muito forte: segure as portas do carro ao abrir e reduza a velocidade nas rajadas.",
    ],
  },
  "puerto-natales": {
    oQueFazer: [
      "Caminhar pela costanera do fiorde Última Esperanza, onde aparecem cisnes-de-pescoço-preto.",
      "Visitar a Cueva del Milodón, caverna onde foram achados restos de uma preguiça-gigante pré-histórica.",
      "Navegar pelo fiorde até os glaciares Balmaceda e Serrano, no Parque Nacional Bernardo O'Higgins.",
      "Conhecer o antigo Frigorífico Bories, monumento nacional ligado à história da criação de ovelhas.",
      "Preparar a ida a Torres del Paine: alugar equipamento, comprar mantimentos e acertar o transporte.",
    ],
    ondeSeHospedar: [
      "The Singular Patagonia, no antigo Frigorífico Bories, à beira do fiorde.",
      "Hotel Remota, hotel de design com vista para o fiorde.",
      "Hotel Costaustralis, na costanera.",
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
      "Vindo de El Calafate, entra-se no Chile pelos passos Dorotea, perto da cidade, ou Río Don Guillermo (Cerro Castillo).",
      sagChile,
      "Torres del Paine fica a cerca de duas horas: pelo asfalto via Cerro Castillo ou pelo caminho de rípio que passa pela Cueva del Milodón; não há postos no parque, saia com o tanque cheio.",
    ],
  },
  "torres-del-paine": {
    oQueFazer: [
      "Caminhar até o Mirador Base Las Torres, com as três torres de granito sobre a lagoa (cerca de 20 km ida e volta, 8 a 10 horas).",
      "Fazer o Circuito W, em 4 ou 5 dias, ou o Circuito O, a volta completa do maciço, em 7 a 9 dias.",
      "Cruzar o lago Pehoé de catamarã, de Pudeto a Paine Grande.",
      "Ver o glaciar Grey do mirante ou numa navegação pelo lago Grey.",
      "Fazer a caminhada curta ao Salto Grande e ao Mirador Cuernos, diante dos Cuernos del Paine.",
      "Observar guanacos, condores, ñandus e, com guia e sorte, pumas.",
    ],
    ondeSeHospedar: [
      "Refúgios e campings da Vertice Patagonia (Grey, Paine Grande, Dickson, Los Perros), com reserva obrigatória.",
      "Refúgios e campings da Las Torres Patagonia (Central, Chileno, Los Cuernos, Francés, Serón), com reserva obrigatória.",
      "Hotel Las Torres, no setor Central, ponto de partida da trilha da Base Las Torres.",
      "EcoCamp Patagonia, com domos geodésicos no setor Central.",
      "Hotéis com vista para o maciço: Explora Patagonia e Hotel Pehoé, no lago Pehoé, Hotel Lago Grey e Tierra Patagonia, no lago Sarmiento.",
    ],
    ondeComer: [
      "Refeições nos refúgios (café da manhã, lanche de trilha e jantar), reservadas junto com a hospedagem.",
      "Restaurantes dos hotéis do parque, em geral com reserva antecipada.",
      "Traga mantimentos de Puerto Natales: no parque há só pequenos armazéns nos refúgios, com itens básicos e caros.",
      "Cozinhe apenas nas áreas autorizadas dos campings: fazer fogo é proibido depois dos grandes incêndios de 2005 e 2011.",
      "Leve de volta todo o lixo, inclusive restos de comida.",
    ],
    outrasInformacoes: [
      "Entrada para estrangeiros: CLP 21.000 por adulto; confira a tarifa vigente, que a CONAF reajusta.",
      "A entrada deve ser comprada antes, on-line, no site oficial da CONAF (pasesparques.cl): não é vendida na portaria.",
      "Melhor época: novembro a março; outubro e abril têm menos gente, dias mais curtos e mais frio.",
      "Temperaturas médias: cerca de 10 °C no verão e 0 °C no inverno, com rajadas de vento acima de 100 km/h.",
      "Moeda: peso chileno (CLP); leve dinheiro vivo para pequenas despesas.",
      "De carro: as estradas internas são de rípio, estreitas e com guanacos na pista; dirija devagar, não saia da estrada e chegue com o tanque cheio, pois não há postos no parque.",
    ],
  },
  ushuaia: {
    oQueFazer: [
      "Explorar o Parque Nacional Tierra del Fuego: Lago Roca, Senda Costera e a Bahía Lapataia, onde termina a Ruta 3.",
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
      "Moeda: peso argentino (ARS); a Terra do Fogo tem regime fiscal especial e o combustível costuma ser mais barato.",
      "Pela Ruta 3 é preciso atravessar o Chile: saída em Monte Aymond (Paso Integración Austral), balsa no Estreito de Magalhães em Primera Angostura e volta à Argentina por San Sebastián.",
      "São quatro controles de fronteira: tenha à mão o documento do veículo, o seguro obrigatório e o TITV chileno, e respeite as regras do SAG.",
      "A balsa de Primera Angostura pode parar com vento forte; antes de Ushuaia, o Paso Garibaldi tem neve e gelo no inverno.",
    ],
  },
};

export function findDestinationDetails(slug: string): DestinationDetails | undefined {
  return Object.hasOwn(destinationDetails, slug)
    ? destinationDetails[slug as DestinationSlug]
    : undefined;
}
