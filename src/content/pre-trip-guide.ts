// "Antes de partir": what a Brazilian crew needs before leaving, in route order. Typed data, like
// the destinations; only the /antes-de-partir page imports it, so the home page never carries it.
// Rules, hours and prices change: items say what was checked and send the reader to the official
// source; figures that age fast carry the month they refer to.
import { gapText, longestGap, longestGapIn } from "../road/fuel.ts";
import { prices, quotePrice } from "./prices.ts";
import type { SourceKey } from "./sources.ts";

/** "YYYY-MM": the month a text's facts were last checked against its sources. */
export type VerifiedMonth = `${number}-${number}`;

export interface GuideSection {
  /** Anchor id on the page. */
  id: string;
  title: string;
  intro?: string;
  items: string[];
  /** Official sources for this section, shown beside it. */
  sources?: SourceKey[];
}

export interface BorderCrossing {
  /** e.g. "Paso Cristo Redentor (Los Libertadores)". */
  name: string;
  /** e.g. "Argentina → Chile", in the direction this route crosses it. */
  direction: string;
  /** The leg of the route it lies on, "From → To" with the stops' names, e.g. "Santiago → Mendoza". */
  leg: string;
  /** What happens there, in order: immigration, customs and the temporary-import paper, food checks. */
  steps: string[];
  /** Winter risks (closures, chains), or the season's caveat. */
  winter: string;
}

export interface PreTripGuide {
  verifiedIn: VerifiedMonth;
  intro: string;
  /** documents, insurance, fuel and distances, gravel and wind, mandatory kit, money, connectivity. */
  sections: GuideSection[];
  /** Id of the section the crossings follow on the page (the insurance section). */
  crossingsAfter: string;
  crossings: { id: string; title: string; intro: string; list: BorderCrossing[]; sources: SourceKey[] };
  sources: SourceKey[];
}

// Said once: every entry into Chile asks for the same declaration.
const sagDeclaration =
  "SAG: declaração juramentada SAG–Aduana, gratuita e obrigatória para maiores de 18 anos; pode ser " +
  "preenchida on-line em ingresoachile.cl até 24 horas antes. Declare tudo o que for de origem animal ou " +
  "vegetal: frutas, verduras, carnes, frios, laticínios, mel e sementes.";

export const preTripGuide: PreTripGuide = {
  verifiedIn: "2026-11",
  intro:
    "O que resolver antes de sair de Vitória rumo a Ushuaia: documentos das pessoas e do carro, seguros, as " +
    "sete fronteiras da ida, combustível nos trechos longos, cascalho e vento, dinheiro e sinal de celular. " +
    "Regras, horários e preços mudam com frequência: cada parte aponta a fonte oficial, que vale mais do que " +
    "qualquer resumo.",
  crossingsAfter: "seguros",
  sections: [
    {
      id: "documentos",
      title: "Documentos das pessoas e do carro",
      items: [
        "Passaporte válido ou RG (carteira de identidade civil) emitido há menos de 10 anos, em bom estado " +
          "e com foto reconhecível: a Argentina e o Chile aceitam o RG de brasileiros, mas não a CNH como " +
          "documento de identidade. Quem tem passaporte deve levá-lo também.",
        "CNH válida de cada motorista. A Permissão Internacional para Dirigir (PID), emitida pelo Detran, é " +
          "uma precaução barata para controles de estrada, sobretudo no Chile.",
        "CRLV do carro impresso em papel (o CRLV-e em PDF serve, impresso): nem todo agente de fronteira " +
          "aceita a tela do celular.",
        "Carro que não está no nome de quem dirige: autorização do proprietário para sair do país com o " +
          "veículo, citando placa, chassi, motoristas e países (Argentina e Chile), com firma reconhecida e " +
          "apostilada em cartório: a Aduana chilena pede autorização notarial, e só com a apostila um " +
          "documento de cartório brasileiro vale lá. Leve cópias autenticadas: cada fronteira pode querer ver " +
          "uma.",
        "Carro financiado ou em leasing (alienação no CRLV): autorização do banco ou da financeira para o " +
          "veículo sair do país.",
        "Menores de 18 anos viajando com só um dos pais ou com outro adulto: autorização de viagem " +
          "internacional do pai ou da mãe ausente (ou dos dois), com firma reconhecida, conforme a Resolução " +
          "CNJ nº 131/2011, além do RG ou passaporte do menor e da certidão de nascimento.",
        "Na saída do Brasil, a Receita Federal não emite documento para o carro que sai em viagem de " +
          "turismo. A e-DBV é obrigatória para quem leva mais de US$ 10 mil em espécie; equipamentos caros " +
          "(câmeras, drone) podem ser registrados na saída para provar, na volta, que não foram comprados " +
          "fora.",
        "Fotografe todos os documentos e guarde cópias off-line no celular e em papel, separadas dos originais.",
      ],
      sources: ["policiaFederal", "receitaFederal", "migracionesArgentina", "pdiChile"],
    },
    {
      id: "seguros",
      title: "Seguros",
      items: [
        "Carta Verde: seguro de responsabilidade civil obrigatório para veículo brasileiro na Argentina e " +
          "no Mercosul. Cobre danos a terceiros, não o seu carro nem quem está dentro dele. Contrate com " +
          "seguradora ou corretor para todos os dias fora do Brasil, incluindo a volta.",
        "SOAPEX: seguro obrigatório no Chile para veículo de placa estrangeira (Lei de Trânsito nº 18.290, " +
          "art. 60). Só seguradoras chilenas vendem, pela internet e antes de chegar: não se compra no posto " +
          "de fronteira. Cobre morte, invalidez e despesas médicas de pessoas (até 300 UF), não danos " +
          "materiais. Carabineros podem pedir em qualquer controle; leve o certificado impresso ou no celular.",
        `A rota entra três vezes no Chile na ida e uma quarta na volta, pela Terra do Fogo chilena: o ` +
          `SOAPEX precisa cobrir cada entrada, todos os dias em território chileno. Referência de preço: ` +
          `${quotePrice(prices.soapex)}.`,
        "No Chile, nenhum seguro obrigatório paga o conserto do carro de outra pessoa: o SOAPEX cobre só " +
          "pessoas, e a Carta Verde é o seguro do acordo do Mercosul, que o Chile não exige. Peça à sua " +
          "seguradora uma extensão de responsabilidade civil (danos materiais a terceiros) válida no Chile e " +
          "confira na apólice se ela cobre o país.",
        "Seguro do próprio carro: a apólice brasileira em geral não cobre o exterior. Peça à seguradora uma " +
          "extensão para a Argentina e o Chile (colisão, roubo, guincho).",
        "Seguro-viagem de saúde para todos, válido na Argentina e no Chile, com remoção e repatriação: é " +
          "fortemente recomendado. Leve a apólice impressa e no celular, com o nome de cada viajante, as " +
          "datas, os países cobertos e o telefone da assistência 24 horas, para mostrar na fronteira ou no " +
          "hospital.",
        "Na Argentina, o DNU 366/2025 permite aos hospitais do Estado nacional cobrar de estrangeiros não " +
          "residentes o atendimento que não for de emergência, e prevê o seguro de saúde como requisito de " +
          "entrada; confira na Migraciones se ele já é exigido na fronteira. No Chile, a urgência não é negada " +
          "a ninguém, mas turistas pagam a conta, que pode ser alta em uma internação.",
      ],
      sources: ["migracionesArgentina", "aduanaChile"],
    },
    {
      id: "combustivel-e-distancias",
      title: "Combustível e distâncias nos trechos longos",
      items: [
        "Não há regra sobre qual país tem o combustível mais barato: depende do câmbio, do tipo de " +
          "combustível e do mês. Abasteça onde o trecho pede, não onde parece mais barato.",
        "Na Ruta 40, entre Bariloche e El Chaltén, abasteça em toda cidade com posto: Esquel, Gobernador " +
          "Costa, Río Mayo, Perito Moreno, Bajo Caracoles, Gobernador Gregores e Tres Lagos. Entre elas há " +
          "centenas de quilômetros de estepe.",
        `O trecho mais longo sem posto confiável é o de ${gapText(longestGap)}; na Ruta 40, o de ` +
          `${gapText(longestGapIn("Argentina"))}: encha o tanque e um galão antes de cada um.`,
        "Entre Gobernador Gregores e Tres Lagos, a Ruta 40 tem os “73 malditos”, cerca de 73 km sem asfalto " +
          "e de solo argiloso: com chuva viram lama, e a Agência Provincial de Segurança Viária de Santa Cruz " +
          "fecha o trecho a todos os veículos. Vindo do norte, consulte em Gobernador Gregores o estado da " +
          "estrada no dia e, se tiver chovido, espere lá a liberação.",
        "Postos isolados, como Bajo Caracoles e Tres Lagos, já ficaram dias sem combustível à espera do " +
          "caminhão-tanque, segundo relatos de viajantes. Nunca conte com o próximo posto: saia de cada cidade " +
          "com o tanque cheio.",
        "Diesel na Argentina: motores modernos (Euro 5 e 6) pedem o gasoil grado 3, com até 10 ppm de " +
          "enxofre, equivalente ao S10 brasileiro. O grado 2, mais barato, tem centenas de ppm e pode " +
          "danificar a injeção.",
        "No inverno patagônico, o diesel comum começa a engrossar (parafinar) perto de −10 °C e pode " +
          "entupir o filtro. Pergunte no posto se o diesel é de inverno, leve aditivo anticongelante para " +
          "diesel e, com frio intenso, estacione abrigado do vento.",
        "Galões de reserva ajudam na Ruta 40, mas há relatos de aduanas que mandam esvaziá-los antes de " +
          "cruzar a fronteira. Use o galão nos trechos longos dentro de cada país e chegue à fronteira com ele " +
          "vazio.",
      ],
      sources: ["vialidadArgentina", "seguridadVialSantaCruz"],
    },
    {
      id: "cascalho-e-vento",
      title: "Cascalho e vento",
      items: [
        "Boa parte das estradas secundárias da Patagônia e alguns trechos de passos de fronteira são de " +
          "ripio. Reduza a velocidade: em ripio solto, muitos viajantes não passam de 50 km/h, e uma curva " +
          "feita em velocidade de asfalto pode tirar o carro da estrada.",
        "Calibre os pneus um pouco abaixo da pressão de asfalto para ganhar aderência e conforto no " +
          "cascalho, dentro do que o manual permite, e volte à calibragem normal no asfalto. Leve compressor a " +
          "bordo.",
        "Leve dois estepes (pneus sobressalentes), macaco que funcione com o carro carregado e ferramentas " +
          "para trocar pneu no cascalho.",
        "Pedras soltas trincam para-brisa e faróis: aumente a distância do carro da frente e reduza ao " +
          "cruzar com outro veículo, sobretudo caminhões. Protetor de farol e película no para-brisa ajudam.",
        "Vento lateral: na estepe patagônica, rajadas empurram o carro, principalmente com carga alta no " +
          "teto. Segure o volante com as duas mãos, reduza a velocidade e tenha cuidado ao ultrapassar ou " +
          "cruzar com caminhões.",
        "Com vento forte, abra as portas segurando-as com firmeza e, se puder, estacione de frente para o " +
          "vento: uma rajada pode arrancar ou entortar a porta.",
        "Poeira do ripio: feche os vidros, ligue a recirculação do ar e mantenha os faróis acesos.",
      ],
      sources: ["vialidadArgentina"],
    },
    {
      id: "equipamento-obrigatorio",
      title: "Equipamento obrigatório na Argentina",
      intro:
        "Itens exigidos ou recomendados para circular na Argentina. A lista varia por província e muda: " +
        "confirme antes de sair com o consulado argentino mais próximo.",
      items: [
        "Dois triângulos de sinalização (balizas).",
        "Extintor (matafuego) carregado, na validade e preso ao alcance do motorista: em picapes e SUVs de " +
          "até 3.500 kg, como os 4x4, de no mínimo 2,5 kg; o de 1 kg, comum no Brasil, só vale para carros de " +
          "até 1.500 kg (Decreto 779/95).",
        "Farol baixo aceso de dia e de noite nas rodovias, mesmo que o carro tenha luz diurna: a lei " +
          "nacional (Lei 24.449, art. 47) aceita a luz diurna desde 2017, mas há províncias que ainda multam " +
          "quem roda sem o farol baixo.",
        "Cinto de segurança para todos os ocupantes e cadeirinha ou assento de elevação para crianças, " +
          "conforme a idade.",
        "Kit de primeiros socorros e cambão ou cabo de reboque: nem sempre exigidos, mas listados por " +
          "consulados e províncias; vale levar.",
        "Correntes para neve no inverno: em trechos de montanha a autoridade exige portá-las (no caminho do " +
          "Cristo Redentor, a partir de Uspallata) e pode mandar colocá-las.",
        "Placas dianteira e traseira em bom estado e os documentos originais sempre no carro.",
      ],
      sources: ["ansv", "pasosArgentina"],
    },
    {
      id: "dinheiro-e-cartoes",
      title: "Dinheiro e cartões em cada país",
      items: [
        "Argentina: o cepo cambial para pessoas físicas acabou em 14 de abril de 2025. Compras com cartão " +
          "estrangeiro são convertidas pelo dólar MEP, regra adotada pelo Banco Central argentino no fim de " +
          "2022, e o cartão é a forma mais prática de pagar nas cidades.",
        "Para lugares pequenos e postos isolados, onde a maquininha pode não ter sinal, leve pesos " +
          "argentinos em espécie para um ou dois dias de despesas miúdas e alguns dólares em notas novas, de " +
          "reserva.",
        "Chile: a moeda é o peso chileno (CLP), e cartões de crédito e débito são aceitos em quase toda " +
          "parte. Leve pesos chilenos em espécie, em notas pequenas (de CLP 1.000 a 10.000), para os pedágios " +
          "manuais que podem não aceitar cartão, como o de Guardia Vieja, na Ruta 60, a caminho do Cristo " +
          "Redentor.",
        "Brasil: compras com cartão no exterior pagam IOF. Em maio de 2025 o governo fixou a alíquota em " +
          "3,5% (decreto mantido pelo STF em julho de 2025); confira a alíquota vigente e o câmbio que o seu " +
          "banco aplica.",
        "Avise o banco sobre a viagem e leve dois cartões de bandeiras diferentes, guardados em lugares separados.",
      ],
    },
    {
      id: "conectividade",
      title: "Sinal de celular e navegação",
      items: [
        "Há longos trechos sem sinal: a estepe da Ruta 40, os passos de montanha e a Terra do Fogo entre as " +
          "cidades. As próprias autoridades de fronteira avisam que pode faltar internet nos postos.",
        "Baixe mapas off-line de toda a rota e guarde no celular, sem depender de internet, o SOAPEX, a " +
          "Carta Verde, as autorizações e a declaração juramentada SAG–Aduana.",
        "Compare o roaming da operadora brasileira com um eSIM de dados para a Argentina e o Chile antes de sair.",
        "Sugestão para os trechos isolados: um comunicador por satélite (que envia mensagens e SOS sem " +
          "sinal de celular) e o roteiro do dia deixado com alguém.",
      ],
    },
  ],
  crossings: {
    id: "fronteiras",
    title: "Fronteiras, na ordem da rota",
    intro:
      "Sete fronteiras na ida, todas com o mesmo roteiro: imigração, aduana e controle de alimentos. Em " +
      "cada entrada no Chile a Aduana emite um novo TITV (Título de Importación Temporal de Vehículos); em " +
      "cada entrada na Argentina a aduana registra a importação temporária do carro. Guarde esses papéis e " +
      "dê baixa neles na saída, dentro do prazo e com o mesmo motorista titular. Declare tudo: declarar " +
      "evita multa. Horários mudam com a estação e os passos de montanha fecham com neve, vento ou falhas: " +
      "confira o estado de cada passo no dia, nos sites oficiais de passos do Chile e da Argentina. Na " +
      "volta, a rota sai da Terra do Fogo de novo por San Sebastián e reentra no continente argentino por " +
      "Monte Aymond (Integración Austral).",
    sources: [
      "pasosChile",
      "pasosArgentina",
      "sag",
      "aduanaChile",
      "aduanaArgentina",
      "senasa",
      "pdiChile",
      "migracionesArgentina",
    ],
    list: [
      {
        name: "Foz do Iguaçu–Puerto Iguazú ou Uruguaiana–Paso de los Libres",
        direction: "Brasil → Argentina",
        leg: "Vitória → Santiago",
        steps: [
          "Escolha uma das duas pontes: Foz do Iguaçu–Puerto Iguazú (Ponte Tancredo Neves) ou " +
            "Uruguaiana–Paso de los Libres. Daí a rota atravessa a Argentina até Mendoza.",
          "Imigração: saída do Brasil e entrada na Argentina de cada ocupante, com RG ou passaporte.",
          "Aduana argentina: CRLV, CNH, Carta Verde e, se for o caso, as autorizações. O carro fica " +
            "registrado em importação temporária até sair do país; deixar o prazo vencer dá multa de no mínimo " +
            "30% do valor do veículo.",
          "Controle sanitário argentino (SENASA): declare alimentos de origem animal e vegetal.",
        ],
        winter:
          "Fronteira de planície, sem neve. O risco é a fila em feriados e férias, que pode levar horas: chegue cedo.",
      },
      {
        name: "Paso Cristo Redentor (Los Libertadores)",
        direction: "Argentina → Chile",
        leg: "Vitória → Santiago",
        steps: [
          "Saindo de Mendoza pela Ruta 7, o controle integrado fica no complexo Los Libertadores, já do " +
            "lado chileno: saída da Argentina e entrada no Chile (PDI) no mesmo lugar.",
          "Aduana: baixa da importação temporária argentina e emissão do TITV chileno. Tenha o SOAPEX " +
            "contratado antes de subir a cordilheira.",
          sagDeclaration,
          "Fiscais e cães do SAG inspecionam bagagem e veículo.",
        ],
        winter:
          "O túnel fica a cerca de 3.200 m de altitude: o passo fecha com nevadas e vento, às vezes por " +
          "dias, e já fechou até no verão por tempestade (fim de janeiro de 2026). No inverno, a Gendarmería " +
          "costuma exigir que os carros levem correntes a partir de Uspallata. Confira no site de passos " +
          "antes de sair de Mendoza.",
      },
      {
        name: "Paso Cristo Redentor (complexo Horcones)",
        direction: "Chile → Argentina",
        leg: "Santiago → Mendoza",
        steps: [
          "Na volta, o controle integrado fica do lado argentino, no complexo Horcones (Ruta 7). Não entre " +
            "no Los Libertadores, que atende só quem vai para o Chile.",
          "Leve pesos chilenos em espécie para o pedágio de Guardia Vieja, antes da Cuesta Caracoles.",
          "Saída do Chile: PDI e devolução do TITV. Entrada na Argentina: Migraciones e nova importação " +
            "temporária do carro.",
          "Controle sanitário argentino (SENASA): declare os alimentos.",
        ],
        winter:
          "Os mesmos riscos da ida: as curvas fechadas da Cuesta Caracoles com gelo, correntes obrigatórias " +
          "a bordo no inverno e fechamentos por neve. Confira no site de passos antes de sair de Santiago.",
      },
      {
        name: "Paso Mamuil Malal",
        direction: "Argentina → Chile",
        leg: "Mendoza → Pucón",
        steps: [
          "Antes da fronteira, no caminho por Junín de los Andes: ao entrar na Patagônia (ao sul dos rios " +
            "Barrancas e Colorado), postos da barreira sanitária patagônica (SENASA/FunBaPa) revistam o carro. " +
            "Frutas frescas e carnes com osso ficam no posto.",
          "Saída da Argentina: Migraciones e baixa da importação temporária. Entrada no Chile: PDI e novo TITV.",
          sagDeclaration,
          "Há relatos de galões esvaziados na aduana argentina e de multa do SAG por um limão esquecido: " +
            "chegue com o galão vazio e a comida declarada.",
        ],
        winter:
          "Passo de montanha ao pé do vulcão Lanín, com cerca de 12 km de cascalho do lado argentino (RP " +
          "60, em obras de asfaltamento desde setembro de 2025) e asfalto do lado chileno. No inverno pode " +
          "haver neve e gelo, exigência de correntes e fechamentos temporários; já fechou também por falha " +
          "elétrica (fevereiro de 2026). Horários mudam com a estação: confira no site de passos.",
      },
      {
        name: "Paso Mamuil Malal ou Paso Cardenal Samoré",
        direction: "Chile → Argentina",
        leg: "Pucón → Bariloche",
        steps: [
          "Duas opções: voltar por Mamuil Malal e seguir pela Ruta de los Siete Lagos (San Martín de los " +
            "Andes–Villa La Angostura) até Bariloche, ou descer até Osorno e cruzar pelo Cardenal Samoré até " +
            "Villa La Angostura. A equipe decide conforme o tempo e o estado dos passos.",
          "Saída do Chile: PDI e devolução do TITV.",
          "Entrada na Argentina: Migraciones e nova importação temporária do carro.",
          "SENASA: aqui já é Patagônia, com as mesmas restrições a frutas frescas e carnes da barreira sanitária.",
        ],
        winter:
          "Os dois passos têm neve e gelo no inverno, com exigência de correntes e fechamentos temporários; " +
          "em feriados, o movimento no Cardenal Samoré aumenta e as filas crescem. Confira os dois no site " +
          "de passos antes de decidir.",
      },
      {
        name: "Paso Río Don Guillermo (Cancha Carrera) ou Paso Dorotea",
        direction: "Argentina → Chile",
        leg: "El Calafate → Puerto Natales",
        steps: [
          "Duas opções: Río Don Guillermo, com o posto argentino em Cancha Carrera, sai em Cerro Castillo, " +
            "na porta de Torres del Paine; Dorotea, por Río Turbio, chega mais perto de Puerto Natales.",
          "Abasteça antes de cruzar e compare o preço do dia dos dois lados.",
          "Saída da Argentina: Migraciones e baixa da importação temporária. Entrada no Chile: PDI e novo TITV.",
          sagDeclaration,
        ],
        winter:
          "Estepe aberta: vento forte o ano todo e, no inverno, neve e gelo na estrada. Os horários mudam " +
          "com a estação: confira no site de passos.",
      },
      {
        name: "Paso San Sebastián (Terra do Fogo)",
        direction: "Chile → Argentina",
        leg: "Torres del Paine → Ushuaia",
        steps: [
          "Antes: travessia do Estreito de Magalhães na balsa da Primera Angostura (Punta Delgada–Bahía " +
            "Azul, cerca de 20 minutos de navegação). Alternativa: a balsa Punta Arenas–Porvenir, com horários " +
            "fixos.",
          "Posto chileno de San Sebastián: saída do Chile (PDI) e devolução do TITV.",
          "Alguns quilômetros adiante, posto argentino de San Sebastián: Migraciones, nova importação " +
            "temporária do carro e controle do SENASA.",
          "Daí a Ushuaia, pela Ruta 3, passando por Río Grande.",
        ],
        winter:
          "Vento forte o ano todo: a balsa da Primera Angostura é suspensa em temporais, e no fim do ano as " +
          "filas para embarcar passam de horas. No inverno há gelo e neve na Ruta 3, e a Terra do Fogo " +
          "argentina exige pneus de inverno (com cravos ou de sílica) nos carros de passeio durante a " +
          "temporada. Confira no site de passos.",
      },
    ],
  },
  sources: [
    "policiaFederal",
    "receitaFederal",
    "migracionesArgentina",
    "pdiChile",
    "aduanaArgentina",
    "aduanaChile",
    "sag",
    "senasa",
    "pasosChile",
    "pasosArgentina",
    "vialidadArgentina",
  ],
};
