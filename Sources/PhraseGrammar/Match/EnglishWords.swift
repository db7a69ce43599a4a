// Written by Scripts/english-words.py from WordNet 3.0; do not edit.
//
// WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
//
// This software and database is being provided to you, the LICENSEE, by Princeton University
// under the following license. By obtaining, using and/or copying this software and database,
// you agree that you have read, understood, and will comply with these terms and conditions.:
//
// Permission to use, copy, modify and distribute this software and database and its
// documentation for any purpose and without fee or royalty is hereby granted, provided that you
// agree to comply with the following copyright notice and statements, including the disclaimer,
// and that the same appear on ALL copies of the software, database and documentation, including
// modifications that you make for internal use or for distribution.
//
// THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
// REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
// PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT- ABILITY OR FITNESS
// FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR
// DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER
// RIGHTS.
//
// The name of Princeton University or Princeton may not be used in advertising or publicity
// pertaining to distribution of the software and/or database. Title to copyright in this
// software, database and any associated documentation shall at all times remain with Princeton
// University and LICENSEE agrees to preserve same.

extension EnglishWords {
  /// 18,586 English words, separated by spaces and line breaks, in alphabetical order.
  static let table = """
    a ab abandon abandoned abandonment abasement abashed abbey abbot abbreviated abdomen abdominal abed
    aberrant aberration abet abetted abetting abhor abhorred abhorrent abhorring abide abiding ability
    abject abjection ablated ablation ablaze able ably abnormal abnormality abnormally abo aboard abode
    abolish abolition abolitionist abominable aborigine abortion abound abounding about above
    aboveground abreaction abridge abridgment abroad abrogate abrupt abruptly abruptness abscess
    abscissa abscissae absence absent absenteeism absently absentminded absentmindedly absolute
    absolutely absorb absorbed absorbency absorption absorptive abstain abstention abstract abstraction
    abstractionism abstractive abstruseness absurd absurdity abundance abundant abuse abused abyss
    academic academically academicianship academy acapulco accede accelerate accelerated acceleration
    accelerator accent accenting accentuate accept acceptable acceptance accepted accepting access
    accessory accident accidentally acclaim acclimatize accommodate accompanied accompaniment accompany
    accomplice accomplish accomplished accomplishment accord accordance accordingly accost account
    accountant accounting accouterment accredit accreditation accretion accrue accrued acculturate
    acculturation accumulate accumulation accuracy accurate accurately accusation accusative accuse
    accusing accusingly accustom accustomed ace acetone acetonemia ache achieve achievement aching acid
    acidity acknowledge acolyte acoustical acoustically acquaint acquaintance acquainted acquiesce
    acquiescence acquire acquired acquisition acquit acquitted acquitting acre acreage acres acrobatic
    acrobatics across act acting actinometer action activate activated active actively activism activity
    actor actress actual actuality actually actuate acute acutely ad adam adamant adamantly adapt
    adaptable adaptation adapted add addicted addition additionally additive addlebrained address
    addressed addrest adenoma adenomata adept adequacy adequate adequately adhere adherence adherent
    adhesive adieu adieux adios adjacent adjectival adjective adjoin adjourn adjournment adjudication
    adjunct adjust adjusted adjustment administer administration administrative administrator admirable
    admirably admiration admire admirer admissible admission admit admitted admittedly admitting admix
    admonish admonition ado adolescence adolescent adonis adopt adopted adoption adore adorn adrenal
    adroitly adroitness adsorb adult adulterer adulthood advance advanced advantage advantageous advent
    adventure adventurer adventurous adverb adverbial adversary adverse adversity advertise advertised
    advertisement advertising advice advisability advisable advise advisedly advisor advocacy advocate
    aegean aegis aeon aerated aeration aerator aerial aerobic aerodynamic aerosol aerosolize aerosolized
    aeschylus aesthetic afar affably affair affairs affect affected affectingly affection affectionate
    affectionately afferent affidavit affiliated affiliation affinity affirm affirmation affix affixed
    afflicted affluence afford affront afghan afire aflame aflare afloat afoot aforesaid afraid africa
    african aft after aftereffect afternoon afterward afterwards again agape agate age aged agency
    agenda agent agglomerate agglomeration agglutination agglutinin aggravate aggravatingly aggregate
    aggregation aggression aggressive aggressiveness aggressor aghast agile agilely agitate agitated
    agitation ago agony agree agreeably agreement agricultural agriculture ague ahead ahorseback aid
    aide ailing ailment aim aimless aimlessly aimlessness air airborne aircraft airflow airframe airier
    airiest airily airless airplane airport airs airspeed airway airy aisle akin alabama alabaman
    alabamian alabaster alarm alarmed alarmingly alaska albany album albumin alcohol alderman alert
    alerting alertly alertness alfresco algae algebraically algerian alibi alien alienate alienated
    alienation alight align alignment alike aliquot alive alkali alkalies alkaline alkylbenzenesulfonate
    all allegation allege alleged allegiance allegory alleviate alley alleyway allied alligator
    alligatored allocable allocate allocation allot allotment allotted allotting allow allowable
    allowance allusion ally almost aloes alone aloneness along aloof aloofness aloud alpha alphabetize
    already also alter alteration altercation altered alternate alternately alternative alternatively
    altitude altogether altruism aluminum alundum alveolar alveoli alveolus always am amass amateur
    amateurishness amaze amazed amazement amazing ambassador amber ambiance ambiguity ambiguous ambition
    ambitious amble ambulance ambuscade ambush amenable amend amended amendment america american
    americana americanism amiable amicable aminomethane amiss amity ammo ammoniac ammunition amorist
    amorous amorphous amount amp amphibology ample amplification amplified amplifier amplify amplitude
    amply amputate amsterdam amulet amuse amused amusement anabaptist anachronism anachronistically
    anaconda anaerobic anaesthesia analeptic analogous analogously analogue analogy analyse analyses
    analysis analyst analytic analytical analytically analyticity analyze analyzer anaplasmosis
    anarchist anarchy anastomoses anastomosis anastomotic anatomic anatomical anatomically anatomy
    ancestor ancestral ancestry anchor ancient anciently ancistrodon andean andrena anecdote anemia
    anemic anew angel angelic anger angle anglican anglophilia angrier angriest angrily angry angst
    anguish anguished angular anhydrous animal animate animated animize animosity anion anionic ankle
    annihilate annihilating annihilation anniversary announce announcement annoy annoyance annoyed
    annoying annual annually anode anomalous anomic anomie anonymity anonymous anorexia another answer
    answering ant antagonise antagonist antagonistic antagonize antares anteater antebellum antecedent
    antelope antenna antennae anterior anthill anthropologist anthropology anthropomorphic anti
    antibiotic antibody antic anticipate anticipated anticipation anticoagulation antigen antipathy
    antique antiquity antiredeposition antiseptic antisera antiserum antitheses antithesis antithetical
    antithyroid antitrust anvil anxiety anxious anxiously any anyhow anymore anyway anywhere aorta
    aortae apache apart apartment ape aperture apex apices apiece aplomb apocalyptic apocryphal apogee
    apologetic apologetically apologia apologist apologize apology apostolic apothecary appalling
    apparatus apparent apparently apparition appeal appealing appear appearance appease append
    appendices appendix appetite applaud applause apple applejack applicability applicable applicant
    application applicator applied apply appoint appointed appointee appointment apportion appraisal
    appraise appraiser appreciable appreciably appreciate appreciation appreciative apprehend
    apprehension apprentice apprenticeship approach approachable appropriate appropriately appropriation
    approval approve approved approvingly approximate approximately approximation april apron apt
    aptitude aqueous arable arbitrarily arbitrary arbitrate arboreal arc arch archaeologist archaize
    archangel archbishop arched archeological arching architect architectural architecture archives
    arcked arcking arctic ardent ardor arduous are area areaway arena argive argon argot argue argument
    argumentative arianism arianist aridity arise arisen aristocracy aristocratic aristotelian aristotle
    arithmetic arizona arkansas arm armadillo armament armchair armed armful armoire armor armored
    armpit arms army aroma arose around arousal arouse aroused arraign arrange arranged arrangement
    array arrest arrival arrive arrogance arrogant arrogantly arrogate arrow arroyo arsenic art arterial
    arteriolar arteriole arteriolosclerosis artery artfully arthritis article articulate articulation
    artier artiest artifact artifice artificial artificially artillery artilleryman artisan artist
    artistic artistically artistry arts arty as ascend ascendancy ascending ascertain ascertainable
    ascribe ash ashamed ashen ashes ashore asia aside ask asleep aspect asphalt aspirant aspiration
    aspire aspirin ass assail assassin assault assay assemblage assemble assembly assent assert
    assertion assertive assertiveness assess assessment assessor asset assiduity assign assigned
    assignee assigning assignment assimilate assist assistance assistant associate association assorted
    assortment assume assumption assurance assure assured assuredly assyrian assyriology asterisk
    asteroidal astonish astonished astonishing astonishingly astonishment astound astounding astral
    astray astride astringent astronomical astronomy astrophysics astute asymmetric asymmetrically
    asymmetry asymptotic asymptotically asynchrony ate athabascan atheist atheistic athens atheromatous
    athlete athletic athleticism athletics atlanta atlantic atm atmosphere atmospheric atom atomic
    atonally atone atop atrociously atrophic atrophied atrophy attach attached attachment attack
    attacker attain attained attainment attempt attempted attend attendance attendant attention
    attentive attentively attest attic attica attire attired attitude attorney attract attraction
    attractive attributable attribute attune atypical audacious audacity audible audience audit audition
    auditoria auditorium aug augment augur august aunt aurally aureomycin auspiciously austere austerity
    austin australia authentic authenticate authenticity author authoritarian authoritative
    authoritatively authorities authority authorization authorize authorized authorship auto
    autofluorescence autoloader automate automatic automatically automation automobile automotive
    autonomic autonomy autopsy autumn auxiliary avail availability available avarice avenge avenue
    average aversion avert aviary aviation avocado avoid avoidance avowed await awaited awake awaken
    awakened awakening award awarding aware awareness away awe awed awestruck awful awfully awfulness
    awhile awkward awkwardly awoke awoken awry ax axe axes axial axially axiom axiomatic axis axle
    azimuth b babble babe babelike babied baby babylonian bachelor back backbend backbone backdrop
    backer background backing backlog backstage backstitch backward backwards backwoods backyard bacon
    bacteria bacterial bad bade badge badger badly badness baffle baffled baffling bag baggage bagged
    baggier baggiest bagging baggy bagpipe bait bake baked balance balanced bald balding bale baleful
    bali balinese balk balkanize balkiness balking ball ballad ballast ballerina ballet balletomane
    balloon ballot ballpark ballplayer ballroom ballyhoo balsam baltimore balustrade balzac ban banana
    band bandage bandaged bandied bandier bandiest bandit banditti bandoleer bandstand bandwidth bandy
    bang banging bani banish banister banjo banjoes bank banker bankrupt bankruptcy banned banner
    bannerlike banning banquet banshee banter baptist baptize bar barb barbarian barbaric barbecue
    barbed barbell barbital barbiturate bare barefoot barely bargain bargaining barge barium bark
    barkeep barley barn barnburner barnful barnyard baronial barony baroque baroreceptor barrack barrage
    barred barrel barrelled barrelling barricade barrier barring bartender base baseball based baseline
    basement bases bash bashful basic basically basileis basileus basin basis bask basket basketball
    basophilic bass bassinet bastard baste bastion bat batch bath bathe bather bathing bathos bathrobe
    bathroom bathtub baton battalion batted batter battered battery batting battle battlefield
    battlefront battleful battleground batwing bavaria bawdier bawdiest bawdy bawdyhouse bawl bay
    bayonet bayonetted bayonetting bazaar be beach beachhead beacon bead beaded beadier beadiest beadle
    beadsman beadsmen beady beak beam beaming bean bear beard bearded beardown bearer bearing beast beat
    beaten beating beatnik beau beautified beautiful beautifully beautify beauty beaux became beckon
    become bed bedamn bedded bedding bedfast bedground bedpost bedraggled bedroom bedside bedstead
    bedtime bee beebread beech beef beefier beefiest beefy beehive been beer beetle beeves befall
    befallen befell befit befitted befitting befog befogged befogging before befriend befuddle befuddled
    beg began begat beget begetting beggar beggary begged begging begin beginner beginning begot
    begotten beguile beguiling begun behalf behave behavior behavioral behead beheld behind behold
    beholden behoove being belabor belated belch belching belfry belgian belie belief believable
    believably believe believer bell belle bellhop bellied belligerent belligerently bellow belly belong
    beloved below belowground belshazzar belt belying bemoan bench bend bended beneath benediction
    beneficial beneficiary benefit benefitted benefitting bennington bent bequest berate bereavement
    berg berlin bern berried berry berth beryllium beseech beset besetting besides besiege besieger
    besmirch besought bespeak bespectacled bespoke bespoken best bestial bestow bestowal bestubbled bet
    beta bethink bethought betray betrayal betrothed betted better betterment betting between bevel
    bevelled bevelling beverage bevy bewail beware bewhiskered bewilder bewildered bewilderedly
    bewilderingly bewilderment bewitch bewitched beyond bias biassed biassing bible biblical
    bibliographical bibliography biceps bicker bickering bicycle bid bidden bidder bidding bide big
    bigger biggest bilateral bile bilharziasis bilingual bilk bill billion billow bimolecular bin bind
    binder binding binned binning binoculars binomial bioassay biochemical biographical biography
    biological biologist biology biomedical biomedicine biophysicist biopsy bipartisan bird birdbath
    birdhouse birdie birefringence birmingham birth birthday birthplace birthright biscuit bishop
    bishopry bit bite biter biting bitted bitten bitter bitterly bitterness bitters bittersweet bitting
    bivouac bivouacked bivouacking bizarre blab blabbed blabbing black blackberried blackberry
    blackboard blacken blackened blackening blackmailer blackness blackout blacksmith blade bladed blame
    blanch blanched bland blandly blandness blank blanket blare blaring blaspheme blasphemous blasphemy
    blast blasting blatancy blatant blaze blazing bleach bleached bleachers bleak bleakly blearier
    bleariest bleary bleat bleb bled bleed blemish blend blending bless blessed blessing blest blew
    blight blighted blind blinded blindfolded blindly blindness blink blinker blissful blissfully
    blister blistering blithe blithely blizzard bloat blob blobbed blobbing bloc block blockade
    blockading bloke blond blonde blood bloodhound bloodied bloodier bloodiest bloodless bloodshed
    bloodstained bloodstream bloodsucking bloodthirstier bloodthirstiest bloodthirsty bloody bloom
    blooming blossom blot blotch blotted blotting blow blower blowfish blowfishes blowing blown blubber
    bludgeon blue bluefish bluefishes bluer blues bluest bluestocking bluff bluish blunder blunt blur
    blurred blurring blurt blush blushing bluster blustery board boarding boardinghouse boast boastful
    boastfully boat boater boating boatload boatswain bob bobbed bobbing bobbysoxer bode bodice bodied
    bodily body bodybuilder bodybuilding bodyguard boeotian bog bogartian bogey boggle bogus bogy boil
    boiler boiling boisterous bold boldly boldness bolo bolshevik bolsheviki bolster bolt bomb bombast
    bombay bomber bombing bombproof bombus bond bondsman bone bonemeal bonfire bonier boniest bonn
    bonnet bonus bony boo booby book bookcase booked booker booking bookshelf bookshelves boom boomerang
    boon boost boot booted booth bootlegger bootlegging booty booze borate border borderline bore bored
    boredom boring born borne borough borrow borrower borrowing bosom boss boston both bother bottle
    bottleneck bottom bottomland bottomless botulinal boucle bouffant bough bought boulder boulevard
    bounce bouncing bound boundary bounded boundless bounds bouquet bourbon bourgeoisie bout bovine bow
    bower bowl bowlder bowstring box boxcar boxed boxer boy boycott boyhood boyish brace braced bracing
    brad brag braggadocio bragged bragging braid brain brainier brainiest brainy brake brakes bramble
    branch branched brand branded brandish brandy brash brass brassica brassier brassiest brassy bravado
    bravadoes brave bravely bravery brazen brazenly brazenness brazil brazilian breach bread breadth
    break breakable breakaway breakdown breakfast breaking breakthrough breakup breakwater breast
    breastwork breath breathe breathing breathless breathlessly bred breeches breed breeding breeze
    brethren brevity bribe briber brick bricklayer bricklaying bride bridegroom bridge bridgehead bridle
    brief briefcase briefing briefly brier brig brigade brigadier bright brighten brightly brightness
    brilliance brilliancy brilliant brilliantly brim brimmed brimming brindle bring bringing brink brisk
    briskly bristle britain britannic british brittle broad broadcast broadcasting broaden broadening
    broadly broadside broadway brocaded broil broiler broke broken broker brokerage bronc bronchi
    bronchial bronchiolar bronchiole bronchiolitis bronchus bronze bronzed brood brooding brook brooklyn
    broom brothel brother brotherhood brotherly brought brow browbeat browbeaten brown brownish
    brucellosis bruise bruit brush brushed brushing brushy brutal brutality brute bubble buck buckboard
    bucket buckle buckskin bucolic bud budded buddha buddhist budding buddy budge budget budgetary buff
    buffalo buffaloes buffer buffet buffoon bug bugged buggier buggiest bugging buggy bugle bugler build
    builder building buildup built bulb bulgaria bulge bulging bulk bulkier bulkiest bulky bull bullet
    bullethead bulletin bullied bullnecked bullshit bullshitted bullshitting bully bullyboy bum
    bumblebee bummed bumming bump bunch bundle bunk bunker bunkmate bunt bunter buoyant burden burdened
    bureau bureaucracy bureaucratic bureaux burgeon burglar burglary burial buried burlier burliest
    burly burma burn burner burning burnt burr burrow bursitis burst bury bus busboy bush bushel
    bushelled bushelling bushier bushiest bushwhack bushwhacker bushwhacking bushy busied busier busiest
    busily business businesslike businessman businessmen busses bust bustle bustling busy but butcher
    butler butt butter butterfat buttocks button buttoned buttressed buy buyer buying buzz buzzing bw by
    bygone bypass bypast c cab cabana cabbage cabin cabinet cable cache cackle cackly cadaver cadaverous
    cadence cadenza cadre caesar cafe cafeteria cage cagey cagier cagiest cake calamity calcification
    calcified calcify calcium calculate calculating calculatingly calculation calculi calculus calendar
    calf caliber calibrate calibration calibre california californian caliph call caller callous
    calloused callously callousness calm calmly calmness calorimeter calorimetric calumniate calumny
    calves calving camaraderie cambodia cambridge came camera camerae camouflage camp campaign camper
    campfire camping campmate campus can canada canadian cancel cancellation cancelled cancelling cancer
    candid candidacy candidate candidly candied candle candlewick candour candy cane caning canned
    canning cannon canon canonist canonize canonized cant canteen canter cantering cantilever cantle
    canvas canvass canyon canyonside cap capability capable capacitance capacitor capacity cape caper
    capillary capital capitalism capitalist capitalistic capitalize capitulate capped capping capstan
    capsule captain captivate captivating captive captivity captor capture car carabao caravan carbine
    carbon carbonate carcass card cardboard cardinal cardiomegaly cardiovascular cardroom cards care
    careen career careerism carefree careful carefully careless carelessly carelessness caress caretaker
    careworn cargo cargoes caribbean caricature carload carnal carnival carpenter carpentry carpet
    carpeted carping carriage carried carrier carry cart cartesian cartilage carton cartoon cartoonist
    cartridge cartwheel carve carved carven carving cascade case casebook cash cashmere casino cassite
    cassocked cast castanets castigate castigation castle casual casually cat catalog catalogue catapult
    catapultian catastrophe catastrophic catastrophically catatonic catcall catch catcher catching
    catechize catecholamine categorize categorized category cater caterer caterpillar catharsis
    cathedral catheter cathode catholic catholicism catkin catted catting cattle cattleman caucus caught
    causal causally causative cause caution cautious cautiously cavalcade cavalry cavalryman cave caveat
    caveman cavern cavity cavort caw cc cease ceaseless ceiling celebrant celebrate celebration
    celebrity celerity celestial cell cellar cellulose celtic cement cemetery censorship censure census
    cent centenary centennial center centered centerfield centering centimeter central centralization
    centralize centralized centrally centrifugation centrifuge century ceramic cerebella cerebellum
    cerebral cerebrate ceremonially ceremony certain certainly certainty certificate certification
    certified certify certiorari certitude ceylon chafe chaff chagrin chain chair chairman chaise
    challenge challenging chamber chambered chambermaid champ champagne champion championship chance
    chancel chandelier chandelle change changed changing channel channelled channelling chant chanted
    chantlike chaos chaotic chap chapel chapped chapping chapter character characteristic
    characteristically characterization characterize charcoal charge charged charger chariot charisma
    charitable charity charlatan charleston charm charming charnel chart charter chase chastisement
    chastity chat chatted chatter chattering chatting cheap cheat check checkbook checklist checkout
    checkup cheek cheekbone cheer cheerful cheerfully cheerfulness cheerier cheeriest cheering cheery
    cheese cheesecloth chela chelae chemical chemically chemist chemistry cherish cherished cherokee
    chest chestnut chevied chevies chevying chew cheyenne chic chicago chick chicken chid chidden chide
    chief chiefly chieftain chignon child childhood childish childishly childishness childlike children
    chill chillier chilliest chilling chilly chimney chin china chinese chinked chinless chinned
    chinning chip chipped chipper chipping chiropractor chirp chisel chiseled chiselled chiselling
    chivalrous chivalry chivied chivvied chivvies chivvying chivy chloride chlorine chlorothiazide
    chlorpromazine chock chockful chocolate choice choir choirboy choke choked cholelithiasis
    cholesterol chomp choose choosier choosiest choosy chop chopin chopped chopper chopping chord chore
    choreograph choreographic choreography chorine chortle chorus chose chosen christ christendom
    christening christian christianity christmas chromatogram chromatographic chromatography chrome
    chromium chronic chronicle chronologically chrysanthemum chuck chuckle chuff chug chugged chugging
    chump chunk chunkier chunkiest chunky church churchgoer churchgoing churchillian churchman
    churchyard churn churning chute cicada cicadae cigar cigarette cilia ciliate cilium cinch cincinnati
    cinema cinematic cipher circle circuit circuitry circular circulate circulation circumference
    circumscribe circumspect circumstance circumstances circus citation cite citizen citrate citron
    citrus city civic civil civilian civilization civilized clad cladding claim claimant clairvoyance
    clam clamber clammed clammier clammiest clamming clammy clamor clamoring clamorous clamp clamshell
    clan clandestine clang clanging clangor clangoring clank clanking clannish clannishness clap clapped
    clapping claret clarified clarify clarity clash clasp class classic classical classically classicist
    classics classification classificatory classified classifier classify classless classmate classroom
    clatter clause claustrophobia claw clay clean cleaner cleaning cleanlier cleanliest cleanly cleanse
    cleansing clear clearance cleared clearheaded clearing clearly clearness cleat cleave cleft clench
    clergy clergyman cleric clerical clerk clerking cleveland clever cleverly cleverness cliche click
    client clientele cliff climate climax climb clinch clinched cling clinical clinically clink clip
    clipped clipping clique cloak clobber clock clocking clockwise clod clodhopper clog clogged clogging
    clomp clonic close closed closely closer closet closeup closing closure clot cloth clothe clothed
    clothes clothesbrush clotheshorse clothesline clothing clotted clotting cloud cloudburst clouded
    cloudier cloudiest cloudy clove cloven clover clown clowning club clubbed clubbing clubfoot
    clubhouse cluck clue clump clumsier clumsiest clumsily clumsy clung cluster clutch clutches
    cluttered cm coach coaching coagulate coal coalesce coalescence coalition coarse coarsely coarsened
    coast coastal coat coated coating coattail coax coaxial coaxing cobbler cocaine coccidioidomycosis
    coccidiosis cock cockatoo cockeyed cockier cockiest cockpit cockroach cocky coconut cocoon coddle
    code codification codified codify coefficient coerce coexist coexistence coexistent coffee
    coffeehouse coffeepot coffin cognate cognizance cohere coherent cohesion cohesive cohesiveness coil
    coin coincide coincidence cola cold coldly coldness coleridge collaborate collaboration collaborator
    collage collapse collapsible collar collate colleague collect collection collective collectively
    collector college collegian collegiate collision colloidal colloquial collusion colombian colon
    colonel colones colonial colonize colony color colorado coloratura colored colorful colors colossal
    colour colt columbine columbus column columned columnist columnlike coma comae comb combat combatant
    combatted combatting combinable combination combine combined combo combustion come comeback comedian
    comedy comer comet cometary comfort comfortable comfortably comforted comforting comforts comic
    comically comics coming command commandeer commander commanding commandment commando commandoes
    commemorate commence commend commendable commensurate comment commentary commentator commerce
    commercial commercialism commercialization commercially commie commiserate commiseration commissary
    commission commissioner commit commitment committed committee committeeman committing commodity
    common commoner commonly commonplace commonsense commonwealth commotion communal commune communicate
    communicating communication communicational communicative communion communique communism communist
    communistic community communize commutation commutator commute commuter commuting compact companion
    companionship company comparable comparative comparatively compare comparison compartment compass
    compassion compassionately compatible compatriot compel compelled compelling compensate compensation
    compete competence competent competently competition competitive competitively competitor compile
    compiling complain complaint complaisance complement complete completed completely completeness
    completion complex complexion complexity compliance complicate complicated complication complicity
    complied compliment complimentary comply component comportment compose composed composer composing
    composite composition compost composure compound compounding comprehend comprehension comprehensive
    comprehensively compress compressed comprise compromise compromising compulsion compulsive
    compulsively compulsivity compunction computation compute computer comrade con concave conceal
    concealed concede conceit conceivable conceivably conceive concentrate concentrated concentration
    concept conception conceptual conceptuality conceptualization conceptually concern concerned concert
    concerted concerti concertina concerto concession concessionaire concierge conciliate conciliatory
    concise conciseness conclave conclude concluding conclusion conclusive conclusively concoct concord
    concordant concrete concretely concretistic concur concurred concurrence concurrent concurring
    concussion condemn condemnation condemnatory condensation condense condenser condescending
    condescension condition conditional conditioner conditioning condone conduct conduction conductivity
    conductor cone confederacy confederate confer conference conferred conferring confess confession
    confessor confidant confidante confide confidence confident confidential confidentiality
    confidentially confidently confiding configuration confine confinement confines confining confirm
    confirmation confirmed confiscate conflict conflicting confluent conform conformity confound
    confrere confront confrontation confuse confused confusing confusion congeal congenital congested
    congestion congestive congo congratulate congratulation congratulations congratulatory congregate
    congregation congregational congress congressional congressman conjecture conjoin conjoined conjugal
    conjugate conjugated conjunction connect connected connecticut connection connective conned conning
    connoisseur connotation connote conquer conqueror conquest conscience conscientious conscious
    consciously consciousness conscript conscription consecutive consensus consent consequence
    consequent consequently conservation conservatism conservative conservatively consider considerable
    considerably considerate considerately consideration consign consist consistence consistency
    consistent consistently consolation console consolidate consolidated consolidation consoling
    consonant consonantal consort conspicuous conspicuously conspiracy conspirator conspire constable
    constancy constant constantly constatation constellation consternation constituent constitute
    constitution constraining constrict constricted constriction construct construction constructive
    constructively construe consult consultant consultation consume consumer consummate consummated
    consumption consumptive contact contain container contaminate contamination contemplate
    contemplation contemplative contemporaries contemporary contempt contemptible contemptuous
    contemptuously contend content contented contentedly contention contest contestant context
    contiguous continence continent continental contingency contingent continua continual continually
    continuance continuation continue continued continuing continuity continuous continuously continuum
    contortion contour contraband contrabass contraception contraceptive contract contraction contractor
    contractual contradict contradiction contradictorily contradictory contradistinction contralti
    contralto contraption contrary contrast contrasting contribute contributing contribution contributor
    contributory contrition contrivance contrive contrived control controlled controller controlling
    controversial controversy contusion convection convene convenience convenient conveniently convent
    convention conventional conventionalize conventionally converge conversation conversational converse
    conversely conversion convert convertible convex convexity convey conveyor convict conviction
    convince convinced convincing convincingly convivial convoy convulse convulsive convulsively
    cooccurring cook cookfire cookie cooking cool coolant cooler cooling coolly coolness coon coop
    cooperate cooperation cooperative coordinate coordinated coordination coordinator cop cope
    copenhagen copied coping copped copper copping copy coquette coral cord cordial corduroy corduroys
    core cork corkscrew corn corner cornfield cornmeal corona coronae coroner corporal corporate
    corporation corporeal corporeality corps corpse corpulence corral corralled corralling correct
    correction correctly correctness correlate correlated correlation correspond correspondence
    correspondent corresponding correspondingly corridor corroborate corrode corrosive corrugated
    corrupt corruption corsage cortex cortical cortically cortices corticofugal corticosteroid
    corticotropin cosecant cosigner cosily cosmic cosmos cosponsor cost costlier costliest costly
    costume cottage cotton cottonmouth couch cough council counsel counseling counselled counselling
    counselor count countenance counter counteract counterattack counterbalance counterbalanced
    counterchallenge counteroffensive counterpart counterpoint counterproposal countershot counting
    countless country countryman countryside county coup couple coupling coupon courage courageous
    courier course court courteous courtesy courtier courtyard cousin cove cover coverage covered
    coverlet covertly covet covetousness cow coward cowardice cowardly cowboy cower cowhand cowhide
    cowled cowling cowpuncher cows coyness coyote cozier coziest cozy cps cr crab crabbed crabbing crack
    cracked cracker cracking crackle crackpot cradle craft crafter craftier craftiest craftsman
    craftsmanship crafty crag craggier craggiest craggy cram crammed cramming cramp crane crankier
    crankiest cranky crash crassness crate crave craved craven crawl craze crazed crazier craziest
    crazily crazy creak creaking cream creamier creamiest creamy crease create creation creative
    creatively creativeness creativity creator creature creche credible credit creditable credo creed
    creedal creek creep creeper cremate crept crescendi crescendo crest crested crevice crew crib
    cribbed cribbing cricket cried crime criminal criminality crimson cringe cripple crippled crippling
    crises crisis crisp crispness crisscross crisscrossed criteria criterion critic critical critically
    criticise criticism criticize croak croaking crochet crocked crocketed crofter crone crony crook
    crooked croon crop cropped cropping cross crossed crossing crossroad crossroads crotchety crouch
    crow crowbait crowd crowded crown crowned crowning crucial crucified crucifix crucifixion crucify
    crude crudely crudity cruel cruelly cruelty cruise crumble crummier crummiest crummy crumple
    crumpled crunch crupper crusade crush crushed crusher crushing crust crusted crutch cry crying
    cryings cryostat cryptic crystal crystallite crystallize crystallography cuba cuban cube cubism
    cubist cud cuddle cuff cufflink culminate culmination culprit cult cultist cultivate cultivation
    cultural culturally culture cultured cumbersome cumulative cumuli cumulus cup cupboard cupped
    cupping cur curb curbside cure curio curiosity curious curiously curl curlier curliest curly currant
    currency current currently curricula curricular curriculum curse cursed cursory curst curtail
    curtain curtained curtly curtness curvaceously curve curved curving cushion cushioning cusp cuss
    custodial custodian custody custom customarily customary customer cut cute cuter cutlass cutting
    cyclades cycle cyclist cylinder cylindrical cynic cynical cyst cytoplasm czechoslovakia dab dabbed
    dabbing dabble dabbled dad dadaism daddy daffodil dagger daily daintier daintiest daintily dainty
    daiquiri dairy dairyman dais daisy dallas dam damage damaging damascus dame dammed damming damn
    damnation damned damp dampen dance dancer dancing dandelion dandily dane danger dangerous
    dangerously dangle danish dank dante dapper dappled dare daring dark darken darkening darkly
    darkness darling darn darned dart darwin dash dashing data date dated datum daughter daunt dauntless
    dawn dawning day daybed daybreak daydream daylight days daytime dazed dazzle dazzling dc deacon dead
    deaden deadened deadhead deadlier deadliest deadline deadlock deadly deaf deafening deal dealer
    dealing dealings dealt dean dear dearly death deathbed deathlike deathly debacle debate debauch
    debilitate debilitating debility debris debt debunking debut dec decade decadent decay deceased
    decedent deceit deceive decelerate deceleration december decency decent decently decentralize
    deceptive deceptively decertify decide decidedly decimeter decision decisive decisively deck declaim
    declamation declaration declarative declare declared decline declivity decompose decomposition decor
    decorate decoration decorative decorativeness decorator decorum decrease decreasing decree decrement
    decried decry dedicate dedicated dedication dedifferentiated deduce deduct deductible deduction
    deductive deed deem deep deepen deepening deeper deeply deer default defeat defecate defect
    defection defective defend defendant defender defense defensible defensive defer deference deferred
    deferring defiance defiant deficiency deficient deficit defied definable define defined defining
    definite definitely definition definitive deflated deflection deformation deformational deformed
    defraud defray defrost defy degas degassed degasses degassing degeneration deglycerolize degradation
    degrade degree deign deity dejected dejection delaware delay delegate delegation deliberate
    deliberately deliberation delicacy delicate delicately delicious deliciously delight delighted
    delightful delightfully delimit delineation deliriously delirium deliver deliverance delivery delta
    deltoid delude deluge delve demagogue demand demander demanding demandingly demarcate demarcation
    demean demeanor demimonde demineralization democracy democrat democratic democratize demolish
    demolition demon demonstrable demonstrably demonstrate demonstrated demonstration demonstrative
    demonstrator demoralization demote demur demure demurred demurring demythologization demythologize
    demythologized denial denied denmark denomination denominational denominationally denote denouement
    denounce dense denseness densitometry density dent dental dentist denture denunciation denver deny
    depart department departmental departure depend dependable dependence dependency dependent
    depersonalize depict depletion deplorable deplorably deplore deploy deportee depose deposit
    depositor depot deprave depravity deprecating deprecatory depreciation depredation depress depressed
    depression deprive depth deputy deranged dereliction deride derision derisive derivation derivative
    derive derived derrick dervish des descend descendant descendants descendent descending descent
    describe description descriptive desecrate desecration desert desertion deserve deserving design
    designate designation designer desirable desire desired desk desolate desolation desorption despair
    despairing despairingly despatch desperate desperately desperation despise despised despoil
    despoiler despondency despondent despotism dessert destination destine destiny destroy destroyed
    destroyer destruction destructive desultory desynchronizing detach detachable detached detachment
    detail detailed details detain detect detectable detected detecting detection detective detector
    deter detergency detergent deteriorate deterioration determinable determinant determinate
    determination determine determined determinedly determining deterred deterrent deterring detest
    detonate detract detractor detribalize detroit devastate devastating develop developed developer
    developing development developmental deviant deviate deviation device devil devilish devilled
    devilling devilment devious devise devisee devote devoted devotee devotion devotional devour devout
    dew dewar dexamethasone dexterous dexterously dextrous diabetes diabetic diachronic diagnose
    diagnoses diagnosing diagnosis diagnostic diagnostician diagonal diagonalizable diagram diagrammed
    diagramming dial dialect dialectic dialectically dialled dialling dialogue dialyses dialysis dialyze
    diam diameter diametrically diamond diaper diaphragm diaphyseal diarrhea diarrhoea diary diatom
    diatomic dice dichondra dickens dicta dictate dictated dictatorship dictionary dictum did die diet
    dietary diethylstilbestrol differ difference different differentiable differential differentiate
    differentiated differentiation differently difficult difficulty diffident diffidently diffraction
    diffuse diffused diffusely diffusing diffusion dig digest digestible digestive digging
    digitalization dignified dignify dignitary dignity digress dilapidated dilate dilemma diligence
    diligent dilute dilution dim dime dimension dimensional dimensioning dimer dimethylglyoxime diminish
    diminished diminishing diminution diminutive dimly dimmed dimmer dimmest dimming din dine dingier
    dingiest dingy dinned dinner dinnertime dinning dip diplomacy diplomat diplomatic dipole dipped
    dipper dipping dipylon direct directed directing direction directional directionality directive
    directivity directly director directory dirge dirt dirtied dirtier dirtiest dirty disability disable
    disabled disabling disabuse disadvantage disagree disagreement disallow disappear disappearance
    disappoint disappointed disappointing disappointment disapprobation disapproval disapprove disarm
    disarmament disarray disassemble disassembly disaster disastrous disband disbelief disbelieve
    disburse disc discard discarded discern discernable discernible discerning discharge disciple
    discipline disciplined disclose disclosure discomfited discomfort disconcerted disconcerting
    disconcertingly disconnect discontent discontented discontinuance discontinue discontinuity
    discorporate discount discourage discouraged discouraging discourse discourteous discover discovered
    discovery discredit discreetly discrepancy discrete discretion discretionary discriminate
    discriminating discrimination discuss discussion disdain disdainful disease diseased disembodied
    disenfranchise disenfranchisement disengage disengagement disentangle disfigured disgrace disguise
    disguised disgust disgusted disgusting dish dishearten disheartened disheartening disheveled
    dishonest dishonor dishonour dishwasher dishwater disillusioning disillusionment disintegrate
    disintegration disintegrative disinter disinterest disinterested disinterred disinterring disjointed
    disk dislike dislocation dislodge disloyalty dismally dismay dismayed dismaying dismember dismiss
    dismissal dismount disobedience disobedient disobey disorder disordered disorderly disorganized
    disown disparagement disparate dispassionate dispassionately dispatch dispel dispelled dispelling
    dispensary dispensation dispense dispenser dispersal disperse dispersed dispersion displace
    displacement display displeased displeasure disposal dispose disposition dispossessed dispossession
    disproportionate disprove disputable dispute disqualified disqualify disregard disregardless
    disrepair disrepute disrobe disrupt disruption disruptive dissatisfaction dissatisfied dissect
    dissection dissemble disseminate dissemination dissension dissent dissenter disservice dissimilar
    dissipate dissociation dissolution dissolve dissolved dissuade distal distally distance distant
    distaste distastefully distension distill distillation distilled distilling distinct distinction
    distinctive distinctively distinctly distinctness distinguish distinguishable distinguished distort
    distortable distortion distract distractedly distraction distraught distress distressed distressing
    distribute distribution distributive distributor district distrust disturb disturbance disturbed
    disturbing disturbingly ditch ditty divan dive diverge divergence divergent diverse diversification
    diversified diversion diversity divert divertimenti divertimento divest divestiture divide divided
    dividend divine divinely diving divinity division divisive divorce divorced divulge dizzied dizzier
    dizziest dizzily dizzy do docile dock docket doctor doctorate doctrinaire doctrinal doctrinally
    doctrine document documentary dodge dodging dog dogged doggedly doggerel dogging doghouse doglike
    dogma dogmata dogmatic dogmatically dogwood doleful doll dollar domain domestic dominance dominant
    dominate dominated dominating domination domineer domineering dominion don donate donation done
    donned donning donor doom doomed door doorbell doorhandle doorknob doorman doorway dooryard dope
    doped dormant dormitory dosage dose dosed dot dotted dotting double doubleheader doubly doubt
    doubtful doubtless dough dourly dove dovetail doweling down downcast downfall downgrade downhill
    downpour downright downstairs downstream downtown downward downwind dowry doze dozen dozens drab
    drabbed drabber drabbest drabbing draft draftier draftiest drafting drafty drag dragged dragging
    dragon drain drainage drama dramatic dramatically dramatics dramatist dramatize drank drape draped
    draper drapery drastic drastically draught draughtier draughtiest draughty draw drawer drawing drawl
    drawn dread dreadful dreadfully dream dreamed dreamer dreamfully dreamier dreamiest dreamlike dreamt
    dreamy drearier dreariest drearily dreary dregs drenched dress dressed dresser dressier dressiest
    dressy drew dribble dried drier driest drift drill drilled drink drinker drinking drip dripped
    dripping drive driven driver driveway driving drizzle drizzling drone droop drop droplet dropout
    dropped dropping droppings dross drought drove drover drown drowse drowsier drowsiest drowsily
    drowsiness drowsy drug drugged drugging drugless drugstore drum drumhead drumlin drummed drummer
    drumming drunk drunkard drunken drunkenly drunkenness dry dryer dryest drygoods dryly dryness dual
    dub dubbed dubbing dubious dublin duck ducking duct due duel duelist duelled duelling duffer dug
    dugout duke dull dullard dulled dully duly dumb dumbbell dumfounded dump dun dune dung dungeon dunk
    dunned dunner dunnest dunning dupe duplicable duplicate duplication durability durable duration dusk
    duskier duskiest dusky dust dustbin dustpanful dutch duty dwarf dwarves dwell dweller dwelling dwelt
    dwindle dwindling dye dyeing dying dynamic dynamics dynamite dynasty dysentery each eager eagerly
    eagerness eagle ear eared earl earlier earliest early earn earned earnest earnestly earnestness
    earnings earphone earsplitting earth earthbound earthier earthiest earthlike earthman earthquake
    earthshaking earthy ease easel easied easier easiest easily east easter eastern eastward easy eat
    eatable eaten eating ebb ebbing ebony ebullient eccentric eccentricity ecclesiastical
    ecclesiasticism echo echoes eclectic eclipse ecliptic economic economical economically economics
    economist economize economy ecstasy ecstatic eddied eddy edema edemata edematous edentulous edge
    edged edgewise edgier edgiest edgy edifice edified edify edifying edit edition editor editorial
    editorially educate educated education educational educator eeg efface effect effective effectively
    effectiveness effectually effectuate efficacious efficacy efficiency efficient efficiently
    effloresce effluent effort effortless effortlessly egalitarianism egg egghead eggplant eggs ego
    egotism egotist egypt eight eighteen eighteenth eighth eighty either ejaculate ejaculation eject
    ejection elaborate elaborately elaboration elapse elapsed elastic elasticity elate elation elbow
    elder elderly eldest elect elected election elector electoral electric electrical electrically
    electricity electrifying electrocardiograph electrode electrolysis electromagnet electromagnetic
    electromyography electron electronic electronics electrophoresis electrophorus electroshock
    electrostatic electrotherapist elegance elegant element elemental elementary elephant elevate
    elevated elevation elevator eleven eleventh elfin elicit eligible eliminate elimination elite
    elizabethan ell ellipsoid elm elongate elongated eloquent elsewhere eluate elucidate elude elusive
    elute elution emaciated emanate emanation emancipate emancipated emasculate embankment embargo
    embargoes embark embarrass embarrassed embarrassing embarrassment embassy embed embedded embedding
    embellish embezzle embitter emblem emblematic embodied embodiment embody embolden emboldened emboss
    embrace embracing embroider embroil emerge emergence emergency emeritus emigrate emigration eminence
    eminently emission emit emitted emitting emotion emotional emotionalism emotionality emotionally
    emphases emphasis emphasize emphatic emphatically emphysema emphysematous empire empirical
    empirically empiricism employ employed employee employer employment empower emptied emptier emptiest
    emptiness empty emulate enable enabling enact enactment enamel enamelled enamelling encamp
    encampment encase enchained enchant enchanted enchantment encipher enclave enclose enclosure
    encompass encounter encourage encouragement encouragingly encroach encroachment encrust encumbrance
    encyclopedia end endanger endear endearing endeavor ending endless endlessly endorse endothelial
    endow endowed endowment endpoint endurance endure enduring enduringly enemy energetic energetically
    energize energy enervate enervating enervation enforce enforceable enforced enforcement engage
    engaged engagement engagingly engender engine engineer engineering england english englishman
    engrave engraved engraver engross engrossed engrossing engulf enhance enigma enigmatic enjoin enjoy
    enjoyable enjoyment enlarge enlargement enlightened enlightenment enlist enliven enmesh enormity
    enormous enormously enough enquire enrage enraged enrich enrichment enrol enroll enrolled enrollee
    enrolling enrollment ensconce ensemble enshrine ensue ensuing ensure entail entangled entanglement
    enter enterotoxemia enterprise enterprising entertain entertainer entertainment enthalpy enthrall
    enthralled enthralling enthrone enthusiasm enthusiast enthusiastic enthusiastically entice entire
    entirely entirety entitle entitled entity entomb entrance entranceway entrant entrench entrepreneur
    entrust entry enumerate enunciate envelop envelope enveloping enviably envied envious environment
    environmental environs envisage envision envy enzymatic enzyme eosinophilic epaulet ephemeral epic
    epicenter epicure epidemic epidermis epigram epileptic epiphany epiphyseal epiphyses epiphysis
    episode epistemology epistolatory epitaph epithet epitome epitomize epoch epoxy equal equality
    equalled equalling equally equanimity equate equation equator equilibrate equilibria equilibrium
    equip equipment equipotent equipped equipping equitable equity equivalence equivalent equivocal era
    eradicate erase erect ergotropic erode eroded erosion erotic err errand erratic erratically
    erroneous error ersatz erudite erupt eruption erythroid escalation escapade escape escaped escheat
    eschew escort escritoire esoteric especially espionage espouse essay essence essential essentially
    establish established establishment estate esteem ester esthetic estimate estranged estrangement
    estranging estuary etcetera etch eternal eternally eternity ethanol ethereal ethic ethical ethics
    ethiopian ethnic ethos etiquette etymological eugenic eulogize euphoria euphoric eurasian europe
    european europeanize eutectic evacuate evacuation evade evaluate evaluation evaluative evangelical
    evangelist evaporate evaporation evasive eve even evening evensong event eventual eventually
    eventuate ever everlasting everlastingly every everyday everywhere evidence evident evidential
    evidently evil evildoer evocation evoke evolution evolutionary evolve exacerbate exacerbation exact
    exactly exaggerate exaggerated exaggeration exalt exalted examination examine example exasperate
    exasperated exasperating exasperation excavation exceed exceedingly excel excelled excellence
    excellent excellently excelling excelsior except exception exceptional exceptionally excess
    excessive exchange excise excitability excitatory excite excited excitedly excitement exciting
    exclaim exclaiming exclamation exclude exclusion exclusive exclusively exclusiveness excommunicate
    excoriate excretion excruciating excursion excursus excuse execute execution executioner executive
    executor exemplar exemplified exemplify exempt exemption exercise exercising exert exertion exhale
    exhaust exhausted exhausting exhaustion exhaustive exhaustively exhibit exhibition exhilarating
    exhortation exhumation exigency exile exist existence existent existential existentialist existing
    exit exodus exonerate exorcise exotic expand expanded expanse expansion expansively expansiveness
    expect expectable expectancy expectant expectantly expectation expected expedient expedite
    expedition expel expelled expelling expend expendable expenditure expense expensive experience
    experienced experiential experiment experimental experimentalism experimentally experimentation
    experimenter expert expertise expiate expiration expire explain explanation explanatory expletive
    explicit explicitly explode exploit exploitation exploration exploratory explore explorer explosion
    explosive explosively export exporter expose exposed exposition expository exposure expound express
    expressed expressible expression expressionistic expressionless expressive expressively
    expressiveness expressly expulsion expunge expurgation exquisite extant extend extended extension
    extensive extensively extent extenuate exterior exterminate extern external extinguish extinguished
    extirpate extra extract extralegal extramarital extraneous extraneousness extraordinarily
    extraordinary extrapolate extrapolation extraterrestrial extravagant extravagantly extravaganza
    extrema extreme extremely extremity extremum extricate extrude exuberant exude exultant exultantly
    exultation eye eyeball eyebrow eyed eyelid eyelike eyepiece eyes eyeshadow eyesight eyestrain f
    fabled fabric fabulous facade face faced facet facetious facetiously facetted facetting facilitate
    facilitatory facility facing facsimile fact faction factor factory factual faculty fade faded
    fadeout fail failure faint faintly fair fairly fairness fairway fairy fairyland fairytale faith
    faithful faithfully fake faker falcon fall fallen falling falloff fallout fallow false falsified
    falsify falsity falter faltering fame famed familiar familiarity familiarly family famous fan
    fanatic fanaticism fancied fancier fanciest fanciful fancy fanfare fanned fanning fantasia fantasied
    fantasist fantastic fantasy fantods far faraway farce fare farewell farm farmer farmhouse farming
    farmland farther farthest fasciculation fascinate fascinated fascinating fascinatingly fascination
    fascism fascist fashion fashionable fast fastball fasten fastened faster fastidious fat fatal
    fatally fate fateful father fathom fatigue fatigued fatted fatten fattening fatter fattest fattier
    fattiest fatting fatty faucet fault fauteuil favor favorable favorably favored favorite fawn faze
    fear fearful fearfully fearless feasibility feasible feast feat feather feathered feature featured
    featureless feb february fecund fecundity fed federal federalize fedora fee feeble feebleness feed
    feedback feeder feeding feedlot feel feeler feeling feelings feet feign feint felicitate felicity
    feline fell fella fellow fellowship felon felt female feminine femininity fence fencing fender
    ferment fermentation ferocious ferociously ferocity ferried ferromagnetic ferry fertile fertilize
    fertilizer fervent fervently fervor festival festive festivity fetch fetching fete fetid feudal
    fever feverish feverishly few fewer fiat fiber fiberglass fibrin fibrocalcific fibrosis fiction
    fictional fictive fiddle fidelity fidget field fielder fieldhand fielding fieldstone fiend fiendish
    fierce fiercely fierceness fiery fifteen fifteenth fifth fifties fiftieth fifty fig figged figging
    fight fighter fighting figurative figuratively figure figurine figuring file filing filipino fill
    filled filling fillip filly film filmed filming filter filthier filthiest filthy final finale
    finally finance financial financially financing find finding fine finely fineness finger fingered
    fingering fingernail fingerprint fingerprinting fingertip finicky finish finished finishing finite
    finn fire firearm firecracker firelight fireman fireplace firepower fireside firewall firewood
    firework firing firm firmly firmness first firsthand fiscal fish fisher fisherman fishes fishing
    fishmonger fishwife fishwives fist fistfight fit fitness fitted fitter fittest fitting five fix
    fixed fixer fixing fixture fizzle flag flagged flagging flail flair flake flamboyantly flame flank
    flannel flannelled flannelling flap flapped flapper flapping flare flash flashback flashier
    flashiest flashing flashlight flashy flask flat flatly flatness flats flatted flatten flattened
    flatter flattery flattest flatting flatus flaunt flautist flavor flaw flawless flea fleck flecked
    fled fledgling flee fleet fleeting flesh fleshier fleshiest fleshy flew flex flexibility flexible
    flick flicker flight flimsier flimsiest flimsy flinch fling flint flip flipped flipping flirt flit
    flitted flitting float floating floc flocculate flocculation flock flog flogged flogging flood
    flooded floodhead floor floorboard flooring flop flopped flopping floral florence florentine florid
    florida floridian florist flounce flounder flour flourish flout flow flower flowerbed flowering
    flowing flown flu flub flubbed flubbing fluff fluffier fluffiest fluffy fluid flung fluoresce
    fluorescein fluorescence fluorescent fluoride fluorine fluoroboride flurried flurry flush flushed
    fluster flute flutter flux fly flyer flying flyway fm foam foamier foamiest foamy focal focally foci
    focus focusing foe fog fogged fogging foible foil fold foliage folk folklore folks folksier
    folksiest folksy follicular follow follower following folly fond fondly fondness food foodstuff fool
    foolhardier foolhardiest foolhardy fooling foolish foolishness foolproof foot footage football
    footbridge footing footloose footnote footpath footprint footstep foppish foraging forbad forbade
    forbid forbidden forbidding force forced forceful forceless forearm foreboding forecast forecasting
    foreclose forefather forefinger forego foregoing foregone foreground forehead foreign foreigner
    foreknew foreknow foreknowledge foreknown foreman foremost forensic forerunner foresaw foresee
    foreseeable foreseen foreshorten foresight forest forestall forever forewent forfeit forgave forge
    forget forgetful forgetfulness forgetting forgive forgiven forgo forgone forgot forgotten fork
    forked form formal formalism formalized formally formation formative former formerly formidable
    formula formulae formulate formulation forsake forsaken forsook forswear forswore forsworn fort
    forte forth forthright forthwith forties fortification fortified fortify fortitude fortress
    fortunate fortunately fortune forty forward forwarding forwent foster fostering fought foul fouled
    found foundation founder founding foundry fountain fountainhead four fourfold foursome fourteen
    fourteenth fourth fowl fox foyer fracas fraction fractional fractionate fractionation fracture
    fragile fragment fragmentary fragmentation fragrance fragrant frail frambesia frame framed framework
    framing franc france franchise frangipani frank frankly frantic frantically fraternisation
    fraternity fraternize fraud frayed freak freckle free freedom freehand freely freeman freer freest
    freeway freewheeler freewheeling freeze freezing freight freighter french frenchman frenzied
    frenziedly frenzy frequency frequent frequently fresh freshly freshman freshness fret fretted
    fretting freud freudian friable friction friday fried friend friendlier friendliest friendliness
    friendly friendship frieze fright frighten frightened frightening frightful frigid fringe fringed
    frivolous frizzle frog frogged frogging frogmarch frolic frolicked frolicking front frontage frontal
    frontier frost frostbite frostbitten froth frown frowningly frowzled froze frozen fruit fruitful
    fruitfulness fruitless frustrate frustrated frustrating frustration fry fuel fueled fuelled fuelling
    fugal fugitive fulfil fulfill fulfilled fulfilling fulfillment full fullback fullness fully
    fulminate fumble fumbling fume fumes fun function functional functioning fund fundamental
    fundamentalist fundamentally fundamentals funds funeral fungal funned funnel funnelled funnelling
    funnier funniest funning funny fur furious furiously furl furlong furlough furnace furnish furnished
    furniture furor furred furrier furriest furring furrow furry further furthermore furtive furtively
    fury fuse fusiform fusion fuss fussier fussiest fussily fussy futile futility future fuzz fuzzed
    fuzzier fuzziest fuzzy g gabardine gabble gable gadfly gadget gadgetry gaelic gag gage gagged
    gagging gagwriter gaiety gaily gain gainful gait gal galaxy gallant gallantry gallbladder galling
    gallon gallop gallows gallus galvanic galvanism gamble gambler gambling game gamecock gamin gamma
    gamut gang gangster gap gape gaping gapped gapping garage garb garbage garbed garbled garden
    gardener gardening garland garment garner garrison gas gaseous gash gasoline gasp gassed gasses
    gassing gastrocnemius gastrointestinal gate gatepost gateway gather gathering gauche gaudier
    gaudiest gaudy gauge gaunt gauntleted gauss gave gavotte gawk gay gayly gaze gear gearset gee geese
    gegenschein gelding gem gemmed gemming gender genera general generalist generalization generalize
    generalized generally generate generation generator generosity generous generously geneses genesis
    genetic geneticist genial genie genii genius genre gentian gentile gentle gentleman gentlemanly
    gently gentry genuine genuinely genus geochemistry geographer geographic geographical geographically
    geological geologist geology geometric geometrical geometry georgia georgian germ german germanium
    germany germinal germinate gerundial gesticulate gesticulating gesture get getting geyser ghana
    ghastlier ghastliest ghastly ghetto ghettoes ghost ghostlier ghostliest ghostlike ghostly ghoul
    giant gibbet gibelike giddiness gift gig gigantic gigged gigging giggle gild gilded gilt gingerly
    gingham ginkgo ginkgoes ginmill gird girl girlfriend girlish girlishly girt give giveaway given
    givenness giver giving glacier glad gladder gladdest gladiator glamor glamorous glance gland
    glanders glare glaring glass glasses glassier glassiest glassless glassy glaucoma glaze glazed gleam
    gleaming glean glee gleeful glibly glibness glide glimmer glimpse glint glinting glisten glistening
    glitter glittering gloat global globe globulin glom glomerular glommed glomming gloom gloomier
    gloomiest gloomily gloomy gloried glorified glorify glorious gloriously glory glossary
    glottochronological glottochronology glove gloved glow glower glowering glowing glue glued glum
    glummer glummest glut glutted glutting glutton glycerine glycerol glycerolize gm gnash gnaw gnawn
    gnome gnp go goad goal goat gobble god goddam goddamn goddamned goddess godforsaken godless godlike
    goes going goitre goitrogen gold golden goldsmith golf golfer golfing gone goner good goodness goof
    goose gop gore gorge gorgeous gorier goriest gory gospel gospeler gospels gossamer gossip got gotten
    gouge gourd gourmet gout govern governed governess governing government governor gown gowned grab
    grabbed grabbing grace graceful gracefully gracious graciously grade graded gradient grading gradual
    gradually graduate graduation grain graining gram grammarian grammatic grammatical grammatically
    granary grand grandchild grandchildren grandeur grandfather grandiose grandly grandma grandmother
    grandparent granite granny grant granted granular granule granulocytic grape grapevine graph graphic
    graphical graphically graphite grapple grappling grasp grasping grass grassfire grasshopper
    grassroots grate grateful gratification gratified gratify gratifyingly grating gratitude gratuitous
    gratuitously grave gravel gravelled gravelling gravely graven gravestone graveyard gravid
    gravitational gravity gray graybeard graze grease greasier greasiest greasy great greatcoat greater
    greatest greatly greatness grecian greece greed greedier greediest greedily greedy greek green
    greenhouse greenland greenly greenness greenroom greens greet greeting gregarious grenade grew grey
    grief grievance grieve grievous grill grille grim grimace grimly grimmer grimmest grimy grin grind
    grinding grinned grinning grip gripe gripped gripping gript gristmill grittier grittiest gritty
    grizzled groan grocer grocery groggier groggiest groggy groin groom groomed groove grooved grope
    gross grossly grotesque grotesquely ground grounder groundless grounds groundwork group grouping
    grove grovel grovelled grovelling grow grower growing growl growling grown grownup growth grub
    grubbed grubbing grudge grudgingly gruesome gruff grumble grumbling grunt guam guarantee guard
    guardian guatemala guatemalan gubernatorial guerrilla guess guessing guest guidance guide guidepost
    guilt guiltier guiltiest guiltily guilty guitar gulf gull gullible gullied gully gulp gulping gum
    gummed gummier gummiest gumming gummy gun gunfire gunman gunned gunner gunning gunplay gunpowder
    gunshot gunslinger guru gush gust gusto gut guts gutter guttural guy guzzle gym gymnast gymnastic
    gymnastics gynecologist gyrate gyration haberdashery habit habitable habitat habitual habitually
    hack hacker hackneyed hackwork had haggard haggardly haggle haiku hail hair haircut hairdo hairier
    hairiest hairless hairy half halfback halftime halfway halfways hall hallelujah hallmark hallowed
    halloween hallucination hallway halo haloes halogen halt halter halteres haltingly halves ham hamlet
    hammed hammer hamming hamper hand handbag handclasp handful handicap handicapped handicapping
    handier handiest handiwork handkerchief handle handlebar handled handless handling handmade hands
    handshaking handsome handspike handstand handwoven handwriting handwritten handy handyman hang
    hangout hangover hanker hanukkah haphazardly hapless happen happening happier happiest happily
    happiness happy harangue harassed harbor hard hardbake harden hardened harder hardest hardier
    hardiest hardly hardship hardtack hardware hardworking hardy hare harem harlem harm harmless
    harmlessly harmonic harmonious harmony harness harp harried harrow harry harsh harshen harshly
    harshness harvard harvest has hasp haste hasten hastier hastiest hastily hasty hat hatch hatching
    hatchway hate hated hateful hatefully hater hatless hatred hatted hatting haughtier haughtiest
    haughtily haughty haul haunch haunt haunted haunting have haven haversack havoc hawaii hawaiian hawk
    hawker hay hayfield haystack hazard haze hazel hazier haziest hazy head headache headed headgear
    heading headland headless headlight headline headlinese headlong headmaster headquarters headsman
    headstand headstrong heal healer healing health healthful healthier healthiest healthily healthy
    heap hear heard hearer hearing heart heartbeat heartening hearth heartier heartiest heartily hearty
    heat heated heater heating heave heaven heavenly heavens heaver heavier heaviest heavily heaviness
    heaving heavy hebephrenic hebraic hebrew hectic hedge hedonism heed heedless heel heft heftier
    heftiest hefty hegel hegelian height heighten heights heir heist held helium hell hellenic hellion
    hello helm help helper helpful helpfully helpless helplessly helplessness hem hemisphere hemmed
    hemming hemoglobin hemolytic hemorrhage hemorrhoid hemosiderin hen hence henceforth henpecked
    hepatitis herald heraldic herb herculean herd here hereabouts hereafter hereby heredity herein
    hereinafter heretic heretofore heritage hermeneutics hermetic hero heroes heroic heroics heroine
    heroism herpetologist herringbone hesitancy hesitantly hesitate hesitating hesitation heterogeneous
    heterozygous hex hexameter heyday hi hibachi hibernate hid hidden hide hideaway hideous hideously
    hideout hiding hierarchy high higher highlight highly highness highroad highschool highway
    highwayman hijack hijacker hike hila hilar hilarious hilariously hilarity hill hillbilly hillock
    hillside hilt hilum hinder hinge hint hip hipline hipper hippest hire hired hiss hissing histology
    historian historical historically history histrionics hit hitch hither hitherto hitler hitless
    hitter hitting hive hoarse hoarsely hobble hobby hock hodgepodge hoe hog hogged hogging hoist hokan
    hold holder holding holdup hole holiday holland holler hollering hollow hollowness hollyhock
    hollywood holmes holocaust holster holystone home homebound homefolk homegrown homeland homelier
    homeliest homely homemade homer homeric homesteader hometown homeward homicidal homicide homogenate
    homogeneity homogeneous homogeneously homogenize homosexual homozygous honest honestly honesty honey
    honeybee honeymoon honeysuckle honied honkytonk honolulu honor honorable honorably honored honour
    hood hoof hook hooked hookup hookworm hoop hoot hooves hop hope hopeful hopefully hopeless
    hopelessly hopped hopper hopping hopscotch horde horizon horizontal hormone horn hornpipe horoscope
    horrible horribly horrid horrified horrifying horrifyingly horror horse horseback horselaugh
    horseman horsemanship hospitable hospital hospitality host hostelry hostess hostile hostility hot
    hotel hotelman hotness hotshot hotter hottest hound hour hours house housebreaker housebreaking
    household householder housekeeping housewife housewives housework housing houston hove hover however
    howl howling hp hr hub hubbub hubris huckster huddle huddled hudson hue hug huge hugged hugging hulk
    hum human humane humanely humanism humanist humanistic humanitarian humanity humanize humble humbly
    humidity humiliate humiliating humiliation humility hummed humming humor humorist humorous hun hunch
    hundred hung hungarian hungary hunger hungrier hungriest hungry hunt hunted hunter hunting hurdle
    hurl hurler hurricane hurried hurriedly hurry hurrying hurt hurtle husband husbandry hush huskier
    huskiest husky hustle hut hutment hyacinth hyaline hyalinization hydride hydrocarbon hydrochloride
    hydrogen hydrophilic hydrophobic hydrous hydroxide hydroxymethyl hymn hyperbolic hyperbolically
    hypercellularity hyperemia hyperemic hyperfine hyperplasia hypertrophied hypertrophy hypervelocity
    hypnotize hypoactive hypoadrenocorticism hypocellularity hypocrisy hypocrite hypophyseal
    hypophysectomised hypothalami hypothalamic hypothalamically hypothalamus hypotheses hypothesis
    hypothesize hypothetical hypothyroidism hysteria hysterical hysterically icbm ice icebox iceland
    icelandic icicle icier iciest icy idea ideal idealist idealization idealized ideally identical
    identifiable identification identified identify identity ideologist ideology idiom idiomatic
    idiosyncrasy idiosyncratic idiot idiotic idiotically idle idleness idler idly idol idolize idolized
    idyllic ignite ignoramus ignorance ignorant ignore ileum iliad ilk ill illegal illegitimacy
    illegitimate illicit illinois illiterate illness illuminate illuminating illumination illumine
    illusion illusionary illusory illustrate illustration illustrative illustrator illustrious image
    imagery imaginary imagination imaginative imaginatively imagine imaging imbalance imbecile imbed
    imbedded imbedding imbibe imitate imitation imitative immaculate immaterial immature immediacy
    immediate immediately immense immensely immensity immerse immigrant immigration imminence imminent
    immobility immoral immortal immortality immunity immunoelectrophoresis imp impact impacted impair
    impaired impairment impale impart impartial impassable impasse impassioned impatience impatient
    impatiently impeccable impeccably impede impel impelled impelling impending imperative imperceptibly
    imperfect imperfectly imperial imperialism imperil impersonal impersonate impervious impetuous
    impetus impinge impinging impious implacable implant implement implementation implicated implication
    implicit implied implike implore imply import importance important importantly importation
    importunity impose imposing imposition impossible impotence impotency impotent impractical imprecate
    imprecation imprecise impregnable impress impression impressionist impressive imprimatur imprint
    imprison imprisonment improbable impromptu improperly impropriety improve improved improvement
    improvise improvised impudent impudently impulse impunity impurity impute in inability inaccuracy
    inaccurate inaction inactive inadequacy inadequate inadequately inadvertence inadvertently
    inadvisable inane inanimate inappropriate inaudible inaugural inaugurate inauguration inboard
    incalculable incandescent incantation incapable incapacitate incarnate incarnation incense incensed
    incentive inception incertain inch incidence incident incidental incidentally incipience incipiency
    incise incisive incite incitement inclination incline inclined inclose include inclusive incoherent
    income incoming incompatibility incompatible incompetence incompetent incomplete incompletely
    incomprehensible inconceivable inconsequential inconsiderable inconsistent inconvenience
    inconvenient inconveniently incorporate incorporation incorrect incorruptibility increase increased
    increasing increasingly incredible incredibly incubate incubation incubi incubus inculcate
    inculcation incur incurable incurably incurred incurring incursion indebted indecent indecision
    indeed indefatigable indefensible indefinable indefinite indefinitely indefinity indelible
    indelicate indentation independence independent independently indescribable indeterminate index
    indexing india indian indiana indianapolis indicate indication indicator indices indict indictment
    indifference indifferent indifferently indigestion indignant indignantly indignation indignity
    indirect indirection indirectly indiscriminate indiscriminately indispensable indistinct
    indistinguishable individual individualism individualist individualistic individuality
    individualized individually indoctrinate indolence indolent indonesia indoor indoors indorse
    indubitable induce induced inducement induct induction indulge indulgent industrial industrialism
    industrialization industrious industriously industry ineffable ineffectively ineligible inept
    ineptly inequality inert inertia inescapable inescapably inevitability inevitable inevitably
    inexcusable inexhaustible inexorable inexorably inexpensive inexperience inexperienced inexplicable
    inexpressible inextricable infallible infamous infancy infant infantile infantry infantryman
    infatuation infect infection infectious infective infer inference inferential inferior inferiority
    infernal inferred inferring infertile infest infidelity infield infielder infiltrate infiltration
    infinite infinitely infinitive infirmary infirmity inflame inflamed inflammatory inflate inflated
    inflation inflect inflection inflexible inflict infliction inflow influence influent influential
    influx inform informal informally informant information informed infrared infrequent infuriate
    infuriating ingest inglorious ingratitude ingredient ingroup inhabit inhabitant inhabited inhalation
    inherent inherit inheritance inhibit inhibited inhibition inhibitory inhospitable inhuman inhumane
    initial initialled initialling initially initiate initiation initiative inject injection injure
    injured injury injustice ink inkling inlaid inlay inlet inmate inn inner inning innocence innocent
    innovate innovation innumerable inoculation inoperable inorganic input inquest inquire inquiring
    inquiry inquisitive inquisitor inroad insane insanely insanity inscribe inscribed inscription
    inscrutability inscrutable insect insensitive inseparable insert inset insetting inside insidiously
    insight insignificance insignificant insignificantly insinuation insist insistence insistent insofar
    insolence insolent insolently insoluble insouciance inspect inspection inspector inspiration
    inspirational inspire inspired inspiring instability instal install installation installed
    installing installment instance instancy instant instantaneous instantly instead instigate
    instillation instinct instinctively institute institution institutional institutionalize
    institutionalized instruct instruction instructional instructions instructive instructor instrument
    instrumental instrumentalist instrumentality instrumentation insubordination insubstantial
    insufficient insufficiently insularity insulate insulation insulin insult insuperable insurance
    insure insured insurmountable insurrection intact intake intangible integer integral integrate
    integrated integrating integration integrity intellect intellectual intellectually intelligence
    intelligent intelligible intend intended intense intensely intensification intensified intensify
    intensifying intensity intensive intensively intent intention intentional intentionally intently
    intentness inter interact interaction intercede intercept interceptor interchange interconnect
    interconnectedness intercontinental intercourse interdepartmental interdependence interdependent
    interest interested interesting interestingly interface interfaith interfere interference
    interfering interferometer interim interior interject interlace interlayer interlobular interlock
    interlocking interlude intermarriage intermediary intermediate intermeshed interminable intermission
    intermittent intermolecular internal internalize internally international internationally interne
    interpenetrate interpersonal interplay interpose interposition interpret interpretable
    interpretation interpretative interpreter interpreting interred interrelated interrelation
    interrelationship interring interrogation interrogative interrupt interruption intersect
    intersecting intersection interspecies interstate interstellar interstitial intertwine interval
    intervene intervention interview interviewer interweave interwove interwoven intima intimacy intimae
    intimal intimate intimately intimidate intimidation intolerable intolerance intonation intone
    intractable intradepartmental intramuscularly intransigence intrapulmonary intrenchment intricate
    intrigue intrinsic intrinsically introduce introduction introductory introject introjected
    introspective intrude intruder intrusion intrusive intrust intuition inundation inure invade invader
    invalid invalidate invaluable invariable invariably invariant invasion inveigh invent invention
    inventive inventor inventory inverse inversely inversion invert inverted invest investigate
    investigating investigation investigative investigator investment investor invincible inviolate
    invisible invitation invite inviting invocation invoke involuntary involve involved involvement
    invulnerability invulnerable inward inwardly iodide iodinate iodinated iodinating iodination iodine
    iodocompound iodoprotein iodothyronine iodotyrosine ion ionic ionized iran iraq ireland irish
    irishman irksome iron ironic ironical ironlike irons ironshod ironworker irony irrational
    irrationally irreconcilable irreducible irregular irregularity irregularly irrelevant irremediable
    irreparable irreproducibility irresistible irresolute irresolution irrespective irresponsibility
    irresponsible irreverence irreversible irrevocable irrigate irrigation irritability irritable
    irritably irritate irritating irritation irruption is island isle ism isocyanate isolate isolated
    isolation isolationist isomer isopleth isothermal isotonic isotopic isotropic israeli issuance issue
    italian italic italicize italy itch item itemize ivory ivy jab jabbed jabber jabbing jackass jackdaw
    jacket jacksonian jade jaded jagged jail jam jamaican jammed jamming jan jangle jangling janissary
    janitor jansenist january jap japan japanese japanned japanning jar jargon jarred jarring jauntier
    jauntiest jaunty java jaw jazzier jazziest jazzy jealous jealousy jeep jeer jeffersonian jejunum
    jellied jelly jeopardize jeopardy jerk jerking jerusalem jest jesuit jesus jet jetted jetting jew
    jewel jeweled jeweler jewelled jewelling jewish jibe jig jigged jigging jilt jimdandy jimhickey
    jimmied jimmy jingle jingling jive job jobbed jobbing jockey jocose jocular jog jogged jogging
    joggle john johnny join joined joint jointly joke joker jollied jollier jolliest jolly jolt jolted
    jonquil joss jostle jot jotted jotting journal journalese journalism journalist journey journeying
    joust jovial jowl joy joyous jubilant jubilantly judaism judge judgment judicial judiciary jug
    jugged jugging juice juicier juiciest juicy juju jukebox july jumble jumbled jump jumpier jumpiest
    jumpy junction juncture june jungian junior junk junkyard jupiter jurisdiction jurisprudence
    jurisprudentially jurist juror jury just justice justifiably justification justified justify justly
    justness jutting juvenile juxtapose juxtaposition k kale kamikaze kansas kc keen keenly keenness
    keep keeping keepsake ken kenned kenning kent kentucky kept kerchief kerosene kerygma ketch ketosis
    kettle key keyboard keyhole keynote khaki khartoum khmer kick kickoff kid kidded kidding kidnap
    kidnapped kidnapper kidnapping kidney kill killable killer killing kilometer kind kinda kindergarten
    kindled kindlier kindliest kindly kindred kinesthetic kinesthetically kinetic king kingdom kinship
    kipling kiss kissing kit kitchen kitchenette kitten kittenish kleenex km knack knapsack knead knee
    kneecap kneecapped kneecapping kneel knelt knew knife knifelike knight knightly knit knitted
    knitting knives knob knobbed knobbing knock knocking knoll knot knotted knottier knottiest knotting
    knotty know knowing knowledge knowledgeable known knuckle knuckleball korea korean kosher krauthead
    l lab label labeled labelled labelling labor laboratory laborer laborsaving labour labrador
    labyrinth lace laced lacerate lacier laciest lack lackey lacking lactating lacy lad ladder laden
    ladened lady ladylike lag lager laggard lagged lagging lagoon laid lain lair laity lake lam lamb
    lamblike lament lamentation laminate lammed lamming lamp lamplight lampoon lance land landing
    landler landlocked landlord landmark landmass landowner landrover landscape landscaped landscaping
    landslide lane language languid languish languor lankier lankiest lanky lantern lao laos lap lapel
    lapped lappet lapping lapse lapsed large largely larger larkspur larva larvae larval lash lasher
    lashing last lasting lastly lat latch late lately latent later latest lather lati latin latitude
    latter latu laudanum laugh laughingly laughter launch launcher launching laundering laundry laurels
    lavatory lavender lavish lavishly law lawless lawman lawn lawyer lax laxness lay layer layette
    laying layman layoff layout laze lazier laziest lazily lazy lb lead leaded leaden leader leaders
    leadership leading leaf leafhopper leaflet league leak leakage lean leaning leant leap leapfrog
    leapfrogged leapfrogging leaping leapt learn learned learner learning learnt lease leash least
    leather leathered leave leavened leavening leaves leaving lecher lecture lecturer lecturing led
    ledge ledger leech leer leering left leftfield lefty leg legacy legal legally legatee legation
    legend legendary legged leggier leggiest leggy legibility legion legislate legislation legislative
    legislator legislature legitimacy legitimate legitimately legitimize legume leisure leisurely
    leitmotiv lemma lemmata lemon lemonade lend lending length lengthen lengthening lengthier lengthiest
    lengthily lengthwise lengthy lens lent lentil leprosy lesion less lessen lessened lessening lesser
    lesson let letdown lethal lethality lethargy letter letterhead lettering letterman letters letting
    level levelheaded levelled levelling lever levied levis levy lewd lexical lexicon lexicostatistic
    lexicostatistics leyte liability liable liaison liar liberal liberalism liberalize liberally
    liberate liberated liberation libertine liberty librarian library libretti libretto lice license
    licensed lick licked licking lid lie lieutenant life lifeless lifelike lifelong lifetime lift lifted
    lifter ligament light lighted lighten lighthearted lighting lightly lightning lightweight lignite
    like likelihood likely likeness likewise liking lilac lilt limb limbo limit limitation limited
    limiting limitless limp lincoln linden line lineage linear linearly linebacker lined lineman linen
    liner lineup linger lingeringly lingual lingually linguist linguistic linguistically linguistics
    link links linoleum lint lion lionize lip lipped lipping lipstick liquid liquidate liquidation
    liquor lisbon list listed listen listener listless listlessly lit litai liter literal literalism
    literally literalness literary literate literature lithe litigant litigation litter littered little
    livable live livelier liveliest livelihood liveliness lively liver liverpool lives livestock livid
    living lizard load loaded loading loaf loan loathe loathsome loaves lob lobbed lobbied lobbing lobby
    lobe loblolly lobscouse lobscuse lobular lobularity lobule local locale locality localization
    locally locate located location lock locker lockup locust lodge lodging lodgings loft loftier
    loftiest lofty log logarithm logged logger logging logic logical logically logistic logistics loins
    loiter london londoner lone lonelier loneliest loneliness lonely long longer longevity longhand
    longing longitude longshoreman longshot longstanding look looking lookup loom loon loop loophole
    loose loosely loosen loot looted lope lopsidedly lord lordlier lordliest lordly lordship lore
    lorelei lose loser loss losses lost lot lotion lots lotted lotting lotus loud loudly loudspeaker
    louisiana louisianan lounge louse lousier lousiest lousiness lousy love lovelier loveliest
    loveliness lovely lover loving lovingly low lower lowered lowering loweringly lowland lowlier
    lowliest lowly loyal loyalist loyalty lp lucid lucidity lucifer luck luckier luckiest luckily lucky
    ludicrous lug luger luggage lugged lugging lugubrious lukewarm lull lullabied lullaby lumbar lumber
    luminary luminescence luminescent luminosity luminous lummox lump lumpish lunar lunatic lunation
    lunch luncheon lunchroom lung lunge lunkhead lurch lure lures lurid lurk luscious lush lust luster
    lustier lustiest lustily lustra lustre lusty luxurious luxuriously luxury lying lymphocyte
    lyophilize lyric lyrical lyricist m ma macabre machine machinelike machinery machinist mackinaw
    macromolecular macrophage macroscopically mad madam madded maddened maddening madder maddest madding
    made madly madman madness madrigal magazine maggot magic magical magician magistrate magnet magnetic
    magnetically magnetism magnetize magnification magnificence magnificent magnificently magnified
    magnify magnitude magpie mahogany maid maiden mail mailbox mailman maimed main maine mainland mainly
    maintain maintained maintenance majestic majestically majesty major majority majors make maker
    makeready makeshift makeup making maladroit malady malaise malaria male malediction maleness
    malevolency malfeasant malformed malign malignancy malinger malingering malposed maltreat mama mamma
    mammae mammal mammalian mammoth man manage management manager manchester mandamus mandate mandatory
    mane maneuver maneuverability manfulness mangled manhattan manhood mania maniac maniacal manic
    maniclike manifest manifestation manifestly manifold manipulate manipulation manned manner manners
    manning manometer manor manpower manse manservant mantel mantic mantle mantrap manual manufacture
    manufactured manufacturer manufacturing manumission manure manuscript many manzanita map maple
    mapped mapping mar marathon marble marbleized marbleizing marbles march marching mare margin
    marginal marginality marginally maria marinate marine marital mark marked markedly marker market
    marketable marketing marketplace marking marksman marksmanship marmalade maroon marquee marred
    marriage married marring marrow marrowbone marry mars marsh marshal marshalled marshalling martial
    martian martini martyr marvel marvelled marvelling marvelous marvelously marxist mary maryland
    mascara masculine masculinity mash mask masking masonry masquerade mass massachuset massachusetts
    massacre massage masses masseur massive mast masted master masterly mastermind masterpiece mastery
    mat match matched matching mate material materialism materialize materially maternal math
    mathematical mathematically mathematics mating matriarch matrices matriculate matrimony matrix
    matron matsyendra matted matter matting maturation mature maturity mausolea mausoleum mauve maxim
    maxima maximal maximize maximum may maybe mayflower mayor maze mc meadow meager meal mean meander
    meandering meaning meaningful meaningfulness meaningless meanness means meant meanwhile measurable
    measure measurement measuring meat meatier meatiest meaty mechanic mechanical mechanically mechanics
    mechanism mechanistic mechanized medal medalled medalling meddle meddling media median mediate
    medical medically medication medicine medieval mediocrity meditate meditation meditative
    mediterranean medium medley meek meekly meet meeting megakaryocytic megalomania megalopolis megaton
    mekong melancholy melee melioration mellowingly melodic melodious melodrama melodramatic melody
    melon melt melting member membership membrane memoir memorabilia memorable memoranda memorandum
    memorial memorization memorize memory memphis men menace menacing menarche mend mendacious menial
    menservants mental mentality mentally mention menu meq mercenary mercer merchandise merchandising
    merchant merciful merciless mercurial mercury mercy mere merely merge merger merging merit
    meritorious mermaid merrier merriest merrily merriment merry merrymaking mesenteric mesh mesmerize
    mess message messenger messier messiest messieurs messy met metabolic metabolize metal metalled
    metallic metalling metamorphose metaphor metaphysical meteor meteorite meteoritic meteorological
    meter method methodical methodically methodist meticulously metis metrazol metro metropolis
    metropolitan mew mexican mexico mg mice micelle michigan microbial microcosm micrometeorite
    micrometeoritic micron microorganism microphone microphoning microscope microscopic microscopically
    microscopy microsecond microsomal microwave mid midair midday middle midnight midsection midshipman
    midst midsummer midwatch midway midwest midwestern mien might mightier mightiest mighty migrate
    migration mike mild mildly mile mileage milestone milieu milieux militant militarily military
    militate militia milk mill millenarianism millennia millennium milliampere millidegree milligram
    milliliter millimeter million millivoltmeter millpond millwheel milquetoast milwaukee mimesis
    mimetic mimicry min mince mincing mind minded mindful mindless mine miner mineral mineralogy mingle
    mingling miniature minima minimal minimize minimized minimum mining minister ministerial
    ministration ministry minneapolis minnesota minoan minor minority minstrel mint minuet minute
    minutia minutiae miracle miraculous miraculously mire mirror misanthrope misbehavior misbranded
    miscalculate miscalculation miscarried miscarry miscegenation miscellaneous mischief mischievous
    misconception misconstruction misconstrue misdeed misdemeanor miserable miserably misery misfire
    misfortune misgauge misgiving misguided misinterpret misinterpretation misjudge mislaid mislay
    mislead misleading misled mismanage mismanagement misname misnomer misogynist misperceive misplace
    misplaced misquote misread misrelated misrepresent misrepresentation miss missile missing mission
    missionary mississippi missive missouri mist mistake mistaken mistakenly mistaking mistier mistiest
    mistook mistress mistrust misty misunderstand misunderstanding misunderstood misuse misused mite
    miter mitigate mitigation mitral mix mixed mixing mixture ml mm moan mob mobbed mobbing mobcap
    mobile mobility mobilization mobilize moblike mock mocker mockery mocking modal mode model modeled
    modelled modelling moderate moderately moderation modern modernism modernity modernization modernize
    modest modestly modesty modification modified modifier modify modulation moire moist moisten
    moisture molal mold molding molecular molecule molest mollified mollify molten moment momenta
    momentarily momentary momentous momentum mommy monarch monastery monastic monaural monday money
    moneymaker moneymaking monitor monitoring monk monkey monkish monochrome monocle monograph
    monologist monologue monomer mononuclear monophonic monopolization monopolize monopoly monosyllable
    monotone monotonous monotony monsieur monsoon monster monstrosity monstrous month montreal monument
    monumental moo mood moon moonlight moonlit mop mopped mopping moral morale moralist moralistic
    morality morally morals more moreover mores morgue morning moroccan morocco morose morosely
    morphemic morphologic morphology morphophonemic morphophonemics morrow morse morsel morses mortal
    mortality mortally mortar mortgage mortician mortification mosaic moscow moses mosquito mosquitoes
    moss most mostly motel moth mother motherland motif motion motional motionless motivate motivated
    motivating motivation motive motor motorcar mottle mottled motto mottoes mould mound mount mountain
    mountainous mountainside mounted mourn mourner mournful mournfully mouse mousier mousiest mousy
    mouth mouthful mouthpiece move movement mover movie moviegoer moving movingly mow mown mph much muck
    mucosa mucosae mucus mud mudded muddied muddier muddiest mudding muddle muddleheaded muddy mudguard
    muff muffle muffled muffler mulch mule mull multidimensional multilateral multiple multiplication
    multiplicity multiplied multiply multitude multitudinous mum mumble mummed mumming mundane munich
    municipal munition murder murdered murderer murkier murkiest murky murmur murmuring muscle muscleman
    muscular musculature muse museum music musical musically musician musicianship musing musket
    musketry mustache mustached muster mutant mutational mute muted mutely mutilate mutilation mutineer
    mutinied mutiny mutter muttering mutton mutual mutuality muzzle mv mycenaean myelofibrosis myeloid
    myocardia myocardial myocardium myofibril myofibrilla myofibrillae myriad myrtle mysterious mystery
    mystic mystical mystified mystify mystique myth mythic mythological mythology nab nabbed nabbing
    nadir nag nagged nagging nail naive naked nakedly nakedness name nameless namely namesake napoleon
    napoleonic naprapath narcotize narrate narrative narrow narrowed narrowing narrowly narrowness nasal
    nasale nashville nassau nastier nastiest nasty natal nation national nationalism nationalistic
    nationality nationalize nationally native natural naturalism naturalize naturalized naturally
    naturalness nature naturopath naught nausea nauseated nautical naval navel navigate navigation
    navigator navy nay nazi nazism neanderthal near nearby nearer nearly nearness nearsighted neat
    neatly nebraska nebulous necessarily necessary necessitate necessity neck necklace necktie necropsy
    necrosis necrotic nectar nectary need needed needle needless needlessly negative neglect neglected
    negligence negligent negligible negotiate negotiation negro negroes negroid neighbor neighborhood
    neighborliness neighbourhood nemeses nemesis neo neocortex neocortical neoliberal neoromanticism
    nephew neptune nerve nerveless nerves nervous nervously nervousness nest nestle nestling net netlike
    netted netting nettlesome network neurological neuromuscular neuronal neuropsychiatric neuroses
    neurosis neurotic neuter neutral neutralism neutralist neutrality neutralization neutralize
    neutralized neutrophil never nevertheless new newborn newcastle newcomer newfoundland newly newport
    news newsboy newsletter newsman newspaper newspaperman newton newtonian next nibbed nice nicely
    nicety niche nickel nickelled nickelling nickname nicotine niece nigger night nightclub nightdress
    nighted nightfall nightingale nightmare nightmarish nightshirt nighttime nigra nihilism nihilistic
    nilpotent nimble nimbly nine nineteen nineteenth nineties ninety ninth nip nipped nipping nirvana
    nitrate nitrogen no nobility noble nobody nociceptive nocturnal nod nodded nodding nodular nodule
    noes noise noisemaker noisier noisiest noisily noisy nomia nominal nominally nominate nomination
    nonassertive nonchalant nonchurchgoing noncom noncommissioned noncompetitive nonconformist
    nondescript nondriver none nonenzymatic nonequivalence nonequivalent nonetheless nonexistent
    nonfiction nonfunctional noninterference nonionic nonlinguistic nonmetallic nonobservant
    nonoccurrence nonparticulate nonpolitical nonproductive nonresident nonsense nonspecific
    nonspecifically nonverbal nonvolatile noon noradrenaline norethandrolone norm normal normally north
    northeast northerly northern northerner northland northward northwest norway nose nosed nostalgia
    not notable notably notarize notation notch note notebook noted noteworthy nothing notice noticeable
    noticeably notification notified notify notion notorious notoriously notwithstanding noun nourish
    nourished nourishment nov novel novelist novelty november novitiate now nowhere nowise nozzle nuance
    nubbin nubile nuclear nucleate nuclei nucleoli nucleolus nucleus nude nudge nuisance null numb
    number numbering numbing numbness numerical numerous numinous nun nurse nursery nursing nurture nut
    nuthouse nutrient nutritional nutritive nutted nutting nuzzle nymph nymphomaniac o oak oaken oat
    oath oatmeal obdurate obedience obedient obediently obelisk obey object objectification objection
    objectionable objective objectivity obligated obligation obligational oblige obliged obligingly
    oblique obliterate obliteration oblivion oblivious obnoxious obscene obscenity obscure obscurely
    obscurity obsequious observable observance observant observation observational observe observed
    observer obsess obsessed obsidian obsolescent obstacle obstinately obstruct obstruction obtain
    obtainable obtrusiveness obverse obvious obviously occasion occasional occasionally occasions
    occidental occipital occlude occluded occlusion occlusive occupancy occupant occupation occupational
    occupied occupy occur occurred occurrence occurring ocean ocelot ocher oct octahedra octahedron
    octave october ocular odd oddly odds odessa odious odor odyssey oedemata off offbeat offence offend
    offender offense offensive offer offering office officer official officially officiate offsaddle
    offset offsetting offshore offspring offstage often oftentimes ogle ogress ohio ohmic oil oilcloth
    oiled oilfield oilier oiliest oily ok okay oklahoma old older oldster oleander oleophilic oleophobic
    olive ology olympic olympics omen ominous ominously omission omit omitted omitting omniscient on
    once oncoming one oneness onetime onlooker only onrush onset onshore onslaught opalescent opaque
    open opened opener opening openly openmouthed openwork opera operagoer operate operatic operating
    operation operational operationally operations operative operator operetta opinion opinionated opium
    opponent opportunism opportunistic opportunity oppose opposed opposing opposite opposition oppress
    oppression optical optically optima optimal optimism optimistic optimum opulent opus ora oral orally
    orange oration orator oratorical oratorio orb orbit orbital orchard orchestra orchestral
    orchestration orchid ordain ordeal order ordered ordering orderliness orderly ordinance ordinarily
    ordinary ordinate ore oregon organ organic organically organification organise organism organization
    organizational organize organized organizer orgy orient oriental orientation oriented orifice origin
    original originality originally originate orinoco ornament ornately ornery orphan orthicon orthodox
    orthodoxy orthographic orthography orthopedic orthophosphate os osar oscillation oscillator ossa
    osseous ossification ossified ossify ostensibly ostentatious osteoporosis ostracize other otherwise
    ounce oust out outbreak outburst outcast outclass outclassed outcome outcried outcry outdated outdid
    outdistance outdo outdone outdoor outdoors outdraw outdrawn outdrew outer outface outfield
    outfielder outfight outfit outfitted outfitting outflow outfought outgeneral outgeneralled
    outgeneralling outgoing outgrew outgrow outgrown outing outlaid outlaw outlay outlet outline
    outlined outlive outlook outlying outmaneuver outmode outmoded outnumber outplay outpost output
    outputted outputting outrage outraged outrageous outran outreach outright outrun outrunning outset
    outside outsider outskirt outskirts outsmart outspoken outstanding outstandingly outstrip
    outstripped outstripping outward outwardly outweigh oval oven over overachievement overachiever
    overactive overall overbearing overboard overburden overcame overcast overcoat overcome
    overconfident overcurious overdone overdrive overdriven overdrove overeat overeating overemphasize
    overestimate overestimation overexpose overfeed overfill overflow overflown overgrown overhand
    overhang overhaul overhead overhear overheard overheat overheated overhung overindulge overlaid
    overlap overlapped overlapping overlay overload overloaded overlook overlooked overnight overnighter
    overpayment overpower overpriced overproduce overprotection overprotective overran overreach
    overridden override overriding overrode overrun overrunning overseas overshadow overshoe overshoot
    overshot oversimplification oversized overstep overstepped overstepping overstrain overt overtake
    overtaken overthrew overthrow overthrown overtime overtly overtone overtook overture overturn
    overturned overvaliant overweight overwhelm overwhelming overwhelmingly overwork owe owing owl own
    owned owner ownership ox oxcart oxen oxford oxidation oxidise oxidised oxygen oxytetracycline oyabun
    oyster ozone pa pace pachinko pacific pacification pacified pacify pacing pack package packaging
    packed packet packing packinghouse pact pad padded padding paddle padlock paean pagan paganism page
    pageant paging paid pail pain painful painfully painless pains paint painted painter painting pair
    paired pakistan palace pale paleocortex paleocortical palermo palestine palette pall pallid pallor
    palm palpable palpably pamper pamphlet pan panama pander pane panel paneling panelled panelling pang
    panic panicked panicking panned panning panoramic pansy pant pantheon panther panting pantomime
    pantry pap papa papal paper paperback papers paperwork papery papillary par parable parachute parade
    paradigm paradise paradox paradoxical paradoxically paragon paragraph parakeet parallel parallelism
    parallelled parallelling paralyze paramagnet paramagnetic parameter parametric paramount paranoiac
    paranoid paraphernalia paraphrase parasite parasympathetic parcel parcelled parcelling parch parched
    parchment pardner pardon pardonable pare parenchyma parent parental parentheses parenthesis
    parenthood parimutuel paris parish parishioner parisian parisology park parked parking parlance
    parlay parliament parliamentary parlor parochial parodied parody paroxysm parried parrot parrotlike
    parry parson parsonage part partake partaken parted parthenon partial partially participant
    participate participation particle particular particularistic particularly particulate parting
    partition partly partner partnership partook parts party pass passage passageway passenger passerby
    passing passion passionate passionately passive passively passivity past paste pasted pastel
    pastelike pastier pastiest pastime pastor pastoral pasture pasty pat patch patched patchwork patent
    paternalistic paternally path pathetic pathless pathogenesis pathogenic pathologic pathological
    pathologist pathology pathos pathway patience patient patiently patina patinae patriarchal patriot
    patriotic patriotism patristic patrol patrolled patroller patrolling patrolman patron patronage
    patronize patronizing patronne patted patter pattern patting paucity pause paved pavement paw pay
    payable payday payment payroll pbs pea peace peaceable peaceful peacefully peacock peak peaked peaky
    peal pealing pear pearl pearlier pearliest pearly peasant pease pebble peck pecs pectoral pectoralis
    peculiar peculiarity peculiarly pedagogical pedantic peddle peddler pedestal pedigree peel peep peer
    peevish peg pegboard pegged pegging pelt pelting pelves pelvic pelvis pemmican pen penalize penalty
    penance pence pencil penciled pencilled pencilling pending pendulum penetrate penetrating
    penetration peninsula pennant penned penning pennsylvania penny pension pensioner pensive pent
    pentagon penthouse penutian peony people peopled pepper peptidase perambulating perceive perceived
    percent percentage perceptible perception perceptive perceptual perch perchance perchlorate
    percolator percussion percussive peremptory perennial perennially perfect perfectibility perfection
    perfectionism perfectionist perfectly perforation perform performance performer perfume perfumed
    perfunctorily perfunctory perfusion perhaps peril perilous perilously period periodic periodical
    periodically periodicity peripheral peripherally periphery perish periwinkle perkier perkiest perky
    permanence permanent permanently permeate permian permission permit permitted permitting peroxide
    perpetrate perpetration perpetual perpetuate perpetuation perplexed perplexing persecute persecution
    persevere persist persistence persistency persistent persistently person persona personae personage
    personal personality personalize personalized personally personification personified personify
    personnel perspective perspiration persuade persuasive pert pertain pertinence pertinent perturb
    perturbation peru perusal peruse pervade pervaporation perverse perversely pessimism pessimist
    pessimistic pester pestered pestering pestilential pet petal petite petition petitioner petrified
    petrify petted petticoated petting petulance petulantly pew pfennig pfennige ph phagocyte phalanges
    phalanx phantasied phantasy phantom pharmaceutical pharmacist pharmacological pharmacy phase
    pheasant phenomena phenomenon phenothiazine philadelphia philanthropic philanthropist philharmonic
    philippic philippines philological philosopher philosophic philosophical philosophically
    philosophize philosophizing philosophy phloem phoenix phone phoneme phonemic phonemics phonetic
    phonetics phonic phonier phoniest phonograph phonologic phonology phony phosgene phosphate
    phosphorescent phosphorus photo photograph photographic photographically photography photomontage
    photon phrase phraseology phrasing phyla phylum physical physically physicalness physician physicist
    physicochemical physics physiognomy physiological physiology physique pianism pianist pianistic
    piano piazza picasso pick picket pickle pickup picnic picnicked picnicking pictorial pictorially
    picture pictured picturesque picturing pidgin pie piece piedmont pier pierce piety piezoelectric
    piezoelectricity pig pigeon pigged pigging pigheaded pigment pigskin pike pile pilfer pilgrim
    pilgrimage pill pillar pilloried pillory pillow pilot pimp pimple pin pinafore pinball pinch pinched
    pine pinecone ping pink pinnacle pinned pinning pinpoint pioneer pipe piper pique pirate piratical
    pirogue pisces piss pistol pistoleer pistolled pistolling pit pitch pitched pitcher pitchfork
    pitching piteous piteously pitfall pith pithier pithiest pithy pitiable pitied pitiful pitiless
    pitilessly pitted pitting pittsburgh pituitary pity pityingly pivot pixie pizza place placement
    placid placidly plague plain plainclothesman plainly plaintively plan planar plane planet planetary
    planetoid plank planned planner planning plant plantation planted planter planting plaque plasma
    plaster plastered plasterer plastic plastically plasticity plat plate platform platinum
    platitudinous plato platonic platonism platonist platoon platted platting plausible play playable
    playacting playback played player playful playground playing playmate playwright plead pleasant
    pleasantly please pleased pleasing pleasure pleat pled pledge plenitude plentiful plenty pleura
    pleurae pleural pliant plied plight plod plodded plodding plot plotted plotting plow plowing
    plowshare pluck plug plugged plugging plum plumb plumber plumbing plummet plump plumping plumpness
    plunder plunge plunk plunker pluralistic plush ply pm pneumonia poach pocket pocketful poem poet
    poetic poetry poignancy poignant point pointed poise poised poison poke poland polar polarity
    polarization polarize pole polemical police policeman policy polio polish polished polite politely
    politeness politic political politically politician politics polka poll pollen polls polluted
    pollution polybutene polycrystalline polyelectrolyte polyethylene polymerization polymyositis
    polynomial polyphosphate polytonal pomaded pommel pommelled pommelling pompous pompously pompousness
    poncho pond ponder ponderous pony pooch pool poor poorly pop pope poplin popped popping poppy
    populace popular popularism popularity popularly populate populated population populous porch
    porcupine pore pork porkchop porosity porous port portable portal portend portentous porter
    porterhouse portfolio portion portrait portray portrayal portugal portuguese portwatcher pose poseur
    position positive positively positivism positivist posse posseman possess possessed possession
    possessive possibility possible possibly possum post poster posterior posthumous postmark postpone
    postscript postulate posture postwar pot potassium potato potatoes potency potent potential
    potentiality potentially potentiometer pothole potpourri potshot potted potter pottery potting pouch
    poultry pounce pound pounding pour poverty pow powder powdered powdery power powerful powerfully
    powerfulness powerless powwow practicable practical practically practice practiced practise
    practised practitioner pragmatic prairie praise prance prank prattle pray prayer preach preacher
    preaching preamble prearrange precarious precast precaution precede precedence precedent preceding
    prechlorination precinct precious precipice precipitate precipitin precise precisely precision
    preclude precocious preconceived preconception precondition precooked precooled predecessor
    predetermined predicament predicator predict predictable prediction predictive predigested
    predilection predisposed prednisone predominance predominantly predominate predomination preeminent
    preempt preexistence preexistent preface prefer preferable preferably preference preferential
    preferentially preferment preferred preferring prefix pregnant prehistoric preisolate prejudice
    prejudiced prejudicial preliminary preliterate prelude premiere premise premises premium premix
    premonition premonitory preoccupation preoccupied preoccupy prepackaged preparation preparative
    preparatory prepare prepared preposition prepositional preposterous prepubescent prepupal
    prerequisite presage presbyterian prescribe prescribed prescription preseason presence present
    presentable presentation presentational presently presentment presentness preservation preserve
    preserved preside presidency president presidential press pressing pressure prestige presto
    presumably presume presumption presuppose presupposition pretence pretend pretended pretense
    pretension pretext prettied prettier prettiest prettiness pretty prevail prevalence prevent
    prevention preventive previous previously prevision prewar prey price priceless pricing prick
    pricklier prickliest prickly pride pried priest primacy primarily primary primate primates prime
    primed primer primeval priming primitive primly primping prince principal principally principle
    print printable printing prior priority prise prison prisoner privacy private privately privier
    priviest privilege privileged privy prize prizefight prizewinning pro probability probable probably
    probe problem procedural procedure proceed proceeding proceedings proceeds process processed
    processing processor proclaim proclaimed proclamation procrastinate procrastination procreation
    procreative procure procurement procurer prod prodded prodding prodigious produce producer product
    production productive productivity profane profanely profanity profess professedly profession
    professional professionally professor professorship proffer proficiency proficient profile profit
    profitability profitable profitably profits profound profoundly profundity profuse profusely
    profusion program programmed programmes programming progress progression progressive progressively
    progressivism prohibit prohibition project projected projectile projection proletariat proliferation
    prolific prolong prolongation prolonged prometheus prominence prominent prominently promise
    promising promote promoter promotion promotional prompt promptly promulgate promulgator prone
    pronoun pronounce pronounced pronouncement proof prop propaganda propagandist propagandistic
    propagation propel propelled propeller propelling proper properly property prophecy prophesied
    prophesy prophet prophetic prophetically propitious proponent proportion proportional
    proportionality proportionally proportionate proportionately proposal propose proposition propped
    propping proprietor proprietorship propriety propylthiouracil proscribe prose prosecute prosecution
    prosecutor prosodic prosody prospect prospective prosper prosperity prosperous prostitute
    prostitution prostrate protagonist protease protect protecting protection protective protectively
    protectorate protege protein proteolysis proteolytic protest protestant protestantism protestation
    proto protogeometric proton protoplasm prototype prototypical protozoa protozoan protrude
    protuberance proud proudly prove proved proven provenance proverb proverbial provide providence
    providential province provincial provincialism provision provisional provisions proviso provisoes
    provocation provocative provoke prowess prowl prowler proximal proximate proximity prudence prurient
    pry pseudo pseudophloem psi psithyrus psyche psychiatric psychiatrist psychical psychically
    psychological psychologically psychologist psychology psychopath psychopathic psychopharmacological
    psychophysiology psychopomp psychotherapeutic psychotherapy psychotic pterygia pterygium pubescent
    public publication publicist publicity publicize publicized publicly publish published publisher
    publishing pucker puckish puff puke pull pulley pulling pulmonary pulp pulpit pulsate pulsation
    pulse pulseless pulverize pulverized pummel pummelled pummelling pump pun punch puncher punctuality
    punctuate puncture punctured pundit pungently punier puniest punish punishable punishment punitive
    punk punned punning punster punt puny pup pupate pupil pupped puppet pupping puppy puppyish purchase
    pure purely purgatory purge purging purification purified purify purity purl purloin purple purport
    purportedly purpose purposeful purposely purse pursuant pursue pursued pursuer pursuing pursuit
    purveyor push pushing pushup pussier pussiest pussy put putout putt putting puzzle puzzled
    puzzlement puzzling pyknotic pyramid pyrex pyrometer python quack quackery quadriceps quadruple
    quadrupling quail quaint quake quaker qualification qualified qualify qualitative qualitatively
    quality qualm quantitative quantitatively quantity quarrel quarrelled quarrelling quarrelsome quart
    quarter quarterback quarterly quarters quartz quash quasi quatrain quaver quavering quaveringly
    queen queer quell quench queried querulous querulously query quest question questionable questioner
    questioning questioningly questionnaire quick quicken quickening quicker quickie quickly quickness
    quicksilver quickstep quickstepped quickstepping quiescent quiet quietly quietness quill quilt
    quilted quintet quip quipped quipping quirk quirt quit quite quitted quitting quiver quixotic quiz
    quizzed quizzes quizzing quota quotation quote rabat rabbi rabbit rabble race racial racier raciest
    racine racing racist rack racket racketeer racy radar radial radiance radiant radiate radiation
    radiator radical radicalism radically radii radio radioactive radiochlorine radish radius raft
    rafter raftered rag ragamuffin rage ragged ragging raid rail railhead railing railroad railway rain
    rainbow rainfall raise raised raising rajah rake rakishly rallied rally rallying ram ramble
    ramification rammed ramming ramp rampant rampart ramrod ran ranch rancher rancor random
    randomization randomly rang range rangier rangiest ranging rangy rank ranked ransack ransom rap rape
    raped rapid rapidity rapidly rapist rapped rapping rapport rapture rare rarely rarified rascal rasp
    rasping rat ratable rate rather rathole ratified ratify rating ratio ration rational rationale
    rationalism rationalization rationalize rationally rationed rationing ratted ratting rattle rattler
    rattlesnake rattling raucous raucously ravage raw rawhide ray razor rbi reach reacquaint react
    reactant reaction reactionary reactivate reactivity read readable readapt reader readier readiest
    readily readiness reading readjust readjustment ready reaffirm reagent real reales realign realism
    realist realistic realistically reality realization realize really realm reap reappear reappearance
    rear rearguard rearing rearrange rearward reason reasonable reasonably reasoning reassail reassemble
    reassert reassign reassurance reassure reassured reassuring reassuringly reawaken reb rebel rebelled
    rebelling rebellion rebellious rebelliously reborn rebound rebuff rebuild rebuilding rebuilt rebuke
    rebut rebutted rebutting recalculate recall recapitulate recapture recede receipt receipts receive
    receiver recent recently receptacle reception receptionist receptive recess recession recipient
    reciprocal recital recite reckless recklessly recklessness reckon reckoning reclaim reclaimed
    reclassification reclassified reclassify reclining recluse recognition recognizable recognize
    recognized recoil recollect recollection recommend recommendation reconcile reconciling recondition
    reconnoiter reconsider reconsideration reconstruct reconstructed reconstruction reconvene reconvert
    recopied recopy record recorded recorder recording recount recoup recourse recover recoverable
    recovery recreate recreation recreational recrimination recruit recruitment rectangle rectangular
    rectifier rectitude recuperation recur recurred recurrence recurrent recurring red redcoat redded
    redden redder reddest redding redecorate rededicate redeem redefine redefinition redemption
    redeposition redevelopment redheaded redheader redirect rediscover rediscovery redistribute redly
    redouble redoubled redoubtable redress reduce reduced reducing reduction redundancy redundant reecho
    reef reek reeking reel reelect reelection reenact reenforce reenforcement reestablish reevaluate
    reevaluation reexamine refashion refectory refer referee reference referenda referendum referred
    referring refill refinance refine refined refinement reflect reflectance reflection reflective
    reflectively reflector reflex reflexly refocusing reform reformed refrain refreshed refreshing
    refrigerated refrigeration refrigerator refuel refueling refuelled refuelling refugee refund
    refurbish refusal refuse refute regain regal regale regard regardant regardless regenerating regime
    regiment regimental regimentation region regional regionally register registrant registration
    registry regret regretfully regretted regretting regroup regular regularity regularly regulate
    regulated regulation regulator regulatory rehabilitate rehabilitation reharmonization rehash
    rehearing rehearsal rehearse reich reign reimburse reimbursement rein reinforce reinforcement
    reinstall reinstate reinterpret reis reissue reiterate reject rejection rejoice rejoicing rejoin
    relace relate related relatedness relation relations relationship relative relatively relativistic
    relax relaxed relay relearn release relegate relent relentless relentlessly relentlessness relevance
    relevancy relevant reliability reliable reliably reliance relic relied relief relieve relieved
    religion religionist religious religiously religiousness relinquish relish relive reliving reload
    reluctant reluctantly rely relyric remade remain remainder remaining remains remake remand remark
    remarkable remarkably remarried remarry remedial remedy remember remembrance remind reminder
    reminisce remission remit remitted remitting remnant remodel remonstrance remonstrate remorse
    remorseful remorseless remote remount removal remove remuda remuneration remunerative renaissance
    rename rend render rendering rendezvous rending rendition renew renewal renewed renewing renovation
    rent renunciation reopen reorder reorganize reorientation repaid repair repairman repay repayable
    repayment repeal repeat repeated repeatedly repel repelled repelling repent repentance repentant
    repertory repetition repetitive rephrase replace replacement replacing replant replenish
    replenishment replication replied reply report reported reportedly reporter reporting repose
    repository reprehensible represent representation representational representative repress repressed
    repression repressive reprieve reprimand reprint reprisal reproach reprobate reproduce
    reproducibility reproducible reproducibly reproduction reproof reprovingly reptile republic
    republican repudiate repugnance repulse repulsion repulsive reputable reputation repute request
    require required requirement requisition reran reread rerun rerunning reschedule rescind rescue
    reseal research researcher resemblance resemble resent resentful resentfully resentment reserpine
    reservation reserve reserves reservoir reset resetting resettle reshape reside residence resident
    residential residual residue resift resign resignation resignedly resilience resiny resist
    resistance resistant resistive resistor resmudge resolute resolutely resolution resolve resolved
    resonance resonant resorcinol resort resound resounding resource resourcefulness respect respectable
    respected respectful respective respectively respects respiration respiratory respite resplendent
    respond response responsibility responsible responsibly responsiveness rest restate restatement
    restaurant restive restively restless restlessly restlessness restock restoration restore restrain
    restrained restraint restrict restricted restricting restriction restrictive result resultant resume
    resumption resurrect resuspend resuspension retail retailer retailing retain retained retaliate
    retaliation retard retardation retarded retch retention retentive retentiveness rethink rethought
    reticulate retie retina retinae retinal retire retired retirement retort retrace retract retraining
    retranslate retreat retreated retribution retrieve retrogressive retrospect retrospective
    retrovision return reunion reunite reuse rev revamp reveal revealing revel revelation revelled
    reveller revelling revelry revenge revenue reverberate reverberation revere revered reverence
    reverend reverie reversal reverse reversibility reversible revert revery revetment review reviewer
    revile revise revised revision revitalize revival revive revolt revolution revolutionary
    revolutionize revolve revolver revulsion revved revving reward rewarding rewrite rewritten rewrote
    rh rhetorician rheumatism rhino rhinoceros rhinotracheitis rhubarb rhyme rhythm rhythmic rhythmical
    rhythmically rib ribbed ribbing ribbon ribes riboflavin rice rich richly richmond richness rickety
    ricochet ricochetted ricochetting rid ridded ridden ridding riddle riddled ride rider ridge ridicule
    ridiculous ridiculously riffle rifle rifleman rift rig rigged rigger rigging right righteous
    righteousness rightfield rightful rightfully rightly rightness rigid rigidly rigor rigorous
    rigorously rim rimless rimmed rimming ring ringing rinse riot riotous rip ripe ripen ripening ripped
    ripping ripple rise risen rising risk riskier riskiest risky rite ritual ritualize rival rivalled
    rivalling rive riven river riverbank rivet rivulet road roadblock roadside roadway roam roar roarer
    roaring roast roasted rob robbed robber robbery robbing robe robust robustness rock rocket rockier
    rockiest rocklike rocky rod rode rodeo rogue roiling role roleplay roleplaying roll roller
    rollickingly rolling roman romance romantic romanticism romanticize rome romp roof roofer rooftop
    rooftree rookie room roomful rooms roosevelt roost rooster root rooting rope rosary rose rosebud
    rosette rosier rosiest roster rostra rostrum rosy rot rotary rotate rotated rotation rotc rotor
    rotted rotten rotting rotundity rough roughen roughhewn roughly roughneck roughness round roundabout
    rounded roundhouse roundly roundup rouse rousing rousseau rousseauan rout route routine routinely
    rove row rowdier rowdiest rowdy royal royalty rpm rub rubbed rubber rubberlike rubbery rubbing
    rubbish rubble rubric ruby ruck rudder rudderless ruddier ruddiest ruddy rude rudely rudeness
    rudimentary ruefully ruffian ruffle ruffled rug rugged ruin ruined ruinous rule ruled ruler ruling
    rumanian rumble rumen rumina rummage rumor rump rumpus run runaway rundown rung runner running
    runoff rupture rural rush rushing russet russia russian rust rusted rustic rustier rustiest rustle
    rustler rustling rusty rut rutabaga ruthless ruthlessness rutted rutting sabbath sabine sable
    sabotage sack sacrament sacramento sacred sacrifice sacrilege sad sadden sadder saddest saddle
    saddlebag sadism sadistic sadly sadness safe safebreaker safeguard safely safety sag saga sagacious
    sage sagebrush sagged sagging said sail sailing sailor saint sake salable salacious salad salamander
    salaried salary sale salesgirl saleslady salesman salesmanship salient saline salish saliva salivary
    salivate sallied sallow sally salmon salon saloon salt saltier saltiest saltwater salty salubrious
    salutary salute salvage salvation salve salvo salvoes same sameness sample sampler sampling
    sanctified sanction sanctity sand sandal sandalwood sandier sandiest sandpaper sandwich sandy sane
    sang sanguineous sanitation sanity sank sap sapling sapped sapphire sapping saracen sarcasm
    sarcastic sarcolemmal sardine sardonic sari sash sashay sassing sat satanic satellite satiate
    satiety satin satire satiric satirical satirically satirist satisfaction satisfactorily satisfactory
    satisfied satisfy saturate saturated saturation saturday saturn sauce sausage saute savage savagely
    savageness savannah save saved saver saving savings savior savor savory savvied savvier savviest
    savvy saw sawdust sawhorse sawn say scab scaffold scale scaled scalloped scalp scamper scan scandal
    scandalize scandinavian scanned scanning scant scantier scantiest scanty scapular scar scarce
    scarcely scarcity scare scarecrowish scared scarf scarified scarify scarred scarring scarves
    scathing scathingly scatter scattered scavenger scenario scene scenery scenic scent scented
    scepticism schedule scheduled schematic scheme scherzi scherzo schism schizophrenic scholar
    scholarly scholarship scholastic scholastically school schoolboy schooldays schoolgirl schoolgirlish
    schoolhouse schooling schoolmarm schoolmaster schoolmate schoolmistress schoolroom sciatica science
    scientific scientifically scientist scimitar sclerotic scoff scoffing scold scoop scoot scope scorch
    scorched scorching score scoreboard scoreless scores scorn scornful scornfully scot scotchman
    scotland scoundrel scour scoured scourge scouring scours scout scouting scowl scragglier scraggliest
    scraggly scramble scrambled scrap scrape scrapheap scraping scrapped scrapping scratch scratchiness
    scratchy scrawl scrawnier scrawniest scrawny scream screaming screech screeching screechy screen
    screenplay screwdriver scribble scribe scrimmage script scriptural scripture scrounge scrub scrubbed
    scrubbing scrupulously scrutinize scrutiny scud scudded scudding scuff scuffle sculptor sculptural
    sculpture sculptured scurried scurry scurrying scuttle sea seacoast seafarer seagull seahorse seal
    sealing seam seaman seaquake sear search searching searchlight season seasonal seat seated seattle
    seawater seaweed sec secede secessionist seclude secluded second secondarily secondary secondhand
    secondly secrecy secret secretary secrete secretion secretly sect section sectioned sector
    secularism secularist secularize secure securely security sedan sedate sedentary sediment
    sedimentation seduction seductive sedulously see seed seedbed seedling seedpod seek seeker seem
    seeming seemingly seen seep seepage seeping seer seething segment segmental segregate segregated
    segregationist seismic seismograph seize seizure seldom select selected selection selective
    selectman self selfish selfishness sell selling selves semantic semantically semblance semiempirical
    semiliterate seminarian seminary semiprecious semipublic semiskilled semitrance senate senator
    senatorial send sending senile senior seniority sensation sensational sense senseless sensibility
    sensible sensibly sensing sensitive sensitivity sensitize sensor sensory sensual sensuality sensuous
    sent sentence sentient sentiment sentimental sentimentalist sentimentality sentimentalize sentinel
    sentry separable separate separated separately separation sepia sept septa septation september
    septic septum sequence sequential sequestration sera serenade serenely serenity serge sergeant
    serial serialism series serious seriously seriousness sermon serological serpent serratus serum
    servant serve service serviceable services serviette session set setback setting settle settled
    settlement settler setup seven seventeen seventeenth seventh seventy sever several severalty severe
    severely severing severity sew sewage sewer sewing sewn sex sexier sexiest sextet sexual sexually
    sexy sforzando shabbier shabbiest shabby shack shackle shackled shade shaded shading shadow shadowed
    shadowy shaft shaggier shaggiest shaggy shake shaken shakespeare shakier shakiest shaking shaky
    shallow shallowness sham shamble shame shamefacedly shameful shammed shamming shamrock shantung
    shanty shape shaped shapeless shapelier shapeliest shapely shaping shard share shared sharer shark
    sharp sharpen sharply sharpness shat shatter shattering shave shaved shaven shaving shawl sheaf
    shear sheath sheaves shed shedding sheep sheeplike sheepman sheepskin sheer sheet shelf shell
    shelter shelve shelves shenanigan shepherd sheriff sherry shibboleth shied shield shielded shielding
    shier shiest shift shifting shim shimmed shimmied shimming shimmy shin shinbone shine shinier
    shiniest shining shinned shinning shiny ship shipbuilding shipment shipped shipping shipshape
    shipwreck shipyard shirk shirking shirt shirtfront shirtsleeve shirtsleeves shit shitted shitting
    shiver shivering shivery shock shocked shocking shockingly shod shoe shoeful shoelace shoes
    shoestring shone shook shoot shooter shooting shop shopkeeper shopped shopper shopping shore short
    shortage shortcut shorten shortened shortly shortness shortsighted shortstop shot shotgun shotgunned
    shotgunning shotted shotting shoulder shouldered shout shouting shove shovel shovelled shovelling
    show showcase showdown shower showerhead showier showiest showing shown showpiece showroom showy
    shrank shrapnel shred shredded shredding shrewd shrewdly shrewish shriek shrieked shrieking shrill
    shrilly shrine shrink shriveled shroud shrub shrubbery shrug shrugged shrugging shrunk shrunken
    shucks shudder shuddering shuffle shuffling shun shunned shunning shunt shut shutdown shutter
    shutting shuttle shy shyer shyest shyly siamese siberia sic sicilian sicily sick sicked sicken
    sicking sickish sicklier sickliest sickly sickness sickroom side sideboard sidelong sidestep
    sidestepped sidestepping sidewalk sidewinder sidewise siding sidle siege sieve sift sigh sight
    sightseeing sign signal signaling signalled signalling signature signed significance significant
    significantly signified signify signore signori signpost silence silenced silent silently silhouette
    silicate silicone silk silkworm sill sillier silliest silly silo silver silvery similar similarity
    similarly simile similitude simmer simple simplex simplicity simplified simplify simplistic simply
    simulate simulated simulation simultaneous simultaneously sin sincere sincerely sincerity sinewy
    sinful sinfulness sing singe singer singing single singly singsong singular singularity singularly
    sinister sink sinking sinned sinner sinning sintered sinuous sinusoid sinusoidal sioux sip sipped
    sipper sipping sir sire sirloin sis sister sit site sitting situate situated situation six sixteen
    sixteenth sixth sixties sixty sizable size sized sizzle sizzling skedaddle skeet skeletal skeptic
    skeptical skepticism sketch skid skidded skidding skiff skill skilled skillful skillfully skim
    skimmed skimming skin skinned skinnier skinniest skinning skinny skip skipped skipping skirmish
    skirmisher skirt skit skulk skulking skull skullcap skunk sky skylark skylight skyscraper slab
    slabbed slabbing slack slacken slacks slain slam slammed slamming slant slanted slanting slantingly
    slantwise slap slapped slapping slapstick slash slashed slashing slat slate slatted slatting
    slaughter slave slaver slavery slavic sleep sleeper sleepier sleepiest sleepily sleeping sleepwalker
    sleepy sleeve slender slept slice slick slicker slid slidden slide sliding slier sliest slight
    slightly slim slime slimmer slimmest sling slinging slingshot slink slip slippage slipped slipper
    slippered slippery slipping slit slitting slivery slob sloe slogan sloganeering sloop slop slope
    sloping slopped sloppier sloppiest slopping sloppy slot slotted slotting slovenliness slovenly slow
    slowing slowly slowness sludge slug slugged slugger slugging sluggish sluggishly sluice sluicing
    slum slumber slummed slumming slump slung slunk slurp slurred sly slyer slyest smack small smaller
    smallish smallness smallpox smart smash smell smelt smile smiling smilingly smirk smit smite smitten
    smoke smokehouse smoking smolder smolderingly smooth smoothly smoothness smote smother smothered
    smothering smug smugger smuggest smuggle smuggler snack snag snagged snagging snail snake snap
    snapdragon snapped snappier snappiest snapping snappy snapshot snare snarl snatch sneak sneaker
    sneer snicker sniff snigger snip sniper snipped snipping sniveling snobbish snoop snore snoring
    snort snout snow snowball snowfall snub snubbed snubbing snuck snuffbox snuffer snug snugged snugger
    snuggest snugging snuggle snuggled snugly so soak soaking soap soapsuds soar soaring sob sobbed
    sobbing sober sobering soberly sobriety sociability sociably social socialism socialist socialistic
    sociality socialize socialized socially societal society socioeconomic sociological sociologist sock
    sod sodded sodden sodding soddy sodium sofa soft soften softened softening softly softness soil
    soiled sojourn solace solar sold solder soldier soldiering soldiery sole soled solely solemn
    solemnity solemnly soles soli solicit solicitude solid solidarity solidity solidly solipsism
    solitary solitude solo soloist soluble solution solve solved solvent somatic somber some someday
    somehow someone someplace somersault somersaulting sometime sometimes somewhat somewhere somnolent
    son sonar song songwriter sonnet sonny sonogram sonority sonorous soon sooner soothe soothingly
    soothsayer sootier sootiest sooty sophisticate sophisticated sophistication sophomore soprani
    soprano sorb sorbed sordid sore sorely sorority sorption sorrel sorrier sorriest sorrow sorrowful
    sorry sort soughingly sought soul soulfully sound sounding soundproof soundtrack soup sour source
    sourdough sourly souse soutane south southbound southeast southeastern southern southerner
    southernism southpaw southward southwest souvenir sovereign sovereignty soviet soviets sow sowbelly
    sown space spaced spacing spacious spaciousness spade spain span spang spaniel spanish spanned
    spanning spare spark sparkle sparkling sparrow sparse sparsely spasm spasmodic spat spatial
    spatiality spatially spatter speak speakeasy speaker speaking spear spearhead special specialist
    specialization specialize specialized specially specialty species specific specifically
    specification specificity specified specify specimen speck speckled spectacle spectacles spectacular
    spectacularly spectator specter spectra spectral spectrometer spectrophotometer spectroscopy
    spectrum specular speculate speculation speculative speculatively sped speech speechlessness speed
    speedier speediest speedily speedy spell spellbinding spellbound spelling spelt spend spending spent
    sphere spherical spherule spic spice spider spidery spied spike spill spilt spin spine spineless
    spinnability spinning spiral spiralled spiralling spire spirit spirited spirits spiritual
    spiritually spit spite spiteful spitted spitting splash splashed splatter splattered spleen splendid
    splendidly splendor splenomegaly splice splicing splinter splinters splintery split splitting
    splutter spoil spoiled spoilt spoke spoken spokesman sponge spongier spongiest spongy sponsor
    sponsorship spontaneity spontaneous spontaneously spoon spoonful sporadic spore sport sporting
    sportsman sportswoman spot spotless spotlight spotlit spotted spotting spouse spout sprain sprang
    sprawl sprawling spray spraying spread spree sprightlier sprightliest sprightly spring springboard
    springfield springtime sprinkle sprinkling sprint sprinter sprout sprue sprung spume spun spur spurn
    spurred spurring sputnik sputter sputtering spy squabble squad squadron squall squalling square
    squared squarely squash squashed squashes squat squatted squatter squattest squatting squawk squeak
    squeaky squeal squeeze squelch squint squire squirm squirrel squirt stab stabbed stabbing stability
    stabilization stabilize stabilized stabilizing stable staccato stack stacked stadia stadium staff
    stage stager stagger staggering staggeringly staginess stagnant stagnation stain stained staining
    stair staircase stairs stairway stairwell stake stale stalin stalk stalked stall stamen stamina
    staminate stammer stamp stampede stance stand standard standardize standardized standby standing
    standpoint standstill stank staple star starboard stardom stare stark starlet starlight starred
    starring start starter starting startle startled startling startup starvation starve starved
    starving state statelier stateliest stately statement statesman statesmanlike statesmanship static
    station stationery statistic statistical statistically statistician statuary statue statuette
    stature status statute statutory staunch stay stead steadfastly steadied steadier steadiest steadily
    steady steak steakhouse steal stealing stealth stealthier stealthiest stealthily stealthy steam
    steamboat steamed steaming steamship steed steel steep steeple steeply steer stein stellar stem
    stemmed stemming stenography stentorian step stepchild stepchildren stepmother steppe stepped
    stepping steprelationship steps stepwise stereo stereophonic stereotype stereotyped sterilize
    sterling stern sterna sternal sternly sternum steroid stethoscope stetson steward stewing stick
    sticking stickpin sticky stiff stiffen stiffening stiffly stiffness stifle still stillness stilt
    stilted stimulant stimulate stimulating stimulation stimuli stimulus sting stink stinking stipulate
    stir stirred stirring stirrup stitch stock stockade stockbroker stockholder stocking stoic stoical
    stoicism stoke stole stolen stolid stolidly stomach stomp stone stonily stood stool stoop stooped
    stop stopped stopping storage store storefront storehouse storekeeper storeria storeroom storied
    storm stormier stormiest stormy story storyline storyteller stout stoutly stove stow straddle strafe
    straggle straggler straggling straight straightaway straighten straightforward strain strained
    straining strait straitlaced strand stranded strange strangeness stranger strangle strangled
    strangulation strap strapped strapping strata stratagem strategic strategist strategy stratification
    stratified stratify stratum stravinsky straw strawberry stray streak streaked stream streaming
    streamlined streamliner street streetcar streetlight strength strengthen strenuous strenuously
    stress stressed stretch stretched stretching strew strewn striation stricken strict strictly
    stridden stride strife strike striking strikingly string stringier stringiest stringy strip stripe
    striped stripped stripping strive striven striving strode stroke stroll strong stronger strongest
    strongly strop stropped stropping strove struck structural structurally structure structured
    struggle struggling strum strummed strumming strung strut strutted strutting strychnine stub stubbed
    stubbing stubborn stubbornly stubbornness stucco stuccoes stuck stud studded studding student
    studied studio studious studiously study stuff stuffed stuffier stuffiest stuffy stumble stump
    stumping stun stung stunk stunned stunning stunt stupefying stupendous stupid stupidity stupidly
    stupor sturdier sturdiest sturdy stutter style stylemark stylist stylistic stylization stylized
    suave sub subbed subbing subcommittee subconscious subconsciously subcontinent subcontract
    subdivision subdue subdued subfigure subgroup subhuman subject subjective subjectivist subjugate
    subjugation sublime subliterary submarine submerge submission submissive submit submitted submitting
    submucosa submucosae subordinate subpart subpoena subscribe subscription subsection subsequent
    subsequently subservient subside subsidize subsidized subsidy subsist subsistence subsoil subspace
    subspecies substance substantial substantially substantiate substantive substation substitute
    substitution substrate subsurface subsystem subtend subterfuge subtitle subtle subtlety subtly
    subtract suburb suburban suburbanite suburbanized subvert subway succeed succeeding success
    successful successfully succession successive successively successor succinctly succor succumb such
    suck sucker suction sudanese sudden suddenly suddenness suds sue suffer sufferer suffering suffice
    sufficient sufficiently suffix suffocate suffocating suffocation suffrage suffuse sugar suggest
    suggestion suggestive suicide suit suitability suitable suitably suitcase suite suited suitor sulfur
    sulkier sulkiest sulkily sulky sullen sullenly sulphur sultan sultrier sultriest sultry sum sumatra
    summarize summary summate summation summed summer summing summon sumptuous sun sunbaked sunburnt
    sunday sunder sundial sundown sundry sung sunk sunken sunlight sunned sunnier sunniest sunning sunny
    sunray sunshade sunshine sunstruck suntanned super superb superbly supercilious superficial
    superficiality superficially superhighway superimpose superintend superintendent superior
    superiority superlative supermarket supernatant supernatural supernaturalism supersede supersonic
    superstition superstitious supervise supervision supervisor supine supper supplant supplement
    supplemental supplementary suppleness supplicate supplied supplier supply support supporter
    supporting supportive suppose supposed supposedly suppress supra supremacy supreme supremely sure
    surely surety surf surface surfactant surfeit surge surgeon surging surlier surliest surly surmise
    surmount surmounted surpass surplus surprise surprised surprising surprisingly surrender
    surreptitiously surround surrounded surrounding surroundings surveillance survey surveying surveyor
    survival survive surviving survivor susceptibility susceptible sushi suspect suspend suspended
    suspense suspension suspicion suspicious suspiciously sustain sustenance swab swabbed swabbing swad
    swagger swaggering swahili swallow swam swami swamies swamp swan swap swapped swapping sward swarm
    swart swarthier swarthiest swarthy swash swashbuckler swatch swathe swathing sway swaybacked swear
    swearing sweat sweatband sweater sweatshirt swede sweden swedish sweep sweeping sweet sweetheart
    sweetly sweetness swell swelled swelling sweltering swept swerve swift swiftly swig swigged swigging
    swim swimming swimsuit swindle swing swingy swipe swirl swish swiss switch switchboard switching
    switzerland swivel swivelled swivelling swollen swoon swoop swopped swopping swops sword swore sworn
    swum swung syllabicity syllable symbol symbolic symbolically symbolism symbolist symbolize symbolled
    symbolling symmetric symmetrical symmetrically symmetry sympathetic sympathetically sympathize
    sympathy symphonic symphony symposia symposium symptom symptomatic synagogue synchronism synchronize
    synchronous synchrony syndicate syndrome synergism synergistic synonym synonymous syntactic
    syntactically syntax syntheses synthesis synthesise synthesize synthetic syria syrian syringa syrupy
    system systematic systematically systematization systematize table tableau tableaux tablet tabletop
    taboo tabulate tabulation tack tackle tact tactic tactically tactics tactile tactual tactually
    tadpole taffy tag tagged tagging tahiti tail tailback tailgate tailor tailored taint taiwan take
    taken takeoff takeover takings tale talent talismanic talk talkative talkier talkiest talking talks
    talky tall tallied tallow tally tame tamper tampering tan tang tangent tangential tangible tangibly
    tangle tangled tango tank tanker tanned tanner tannest tanning tantalize tantalizing tantalizingly
    tantrum tap tape taped taper tapestry tapped tapping tar target tariff tarnish tarpaulin tarred
    tarried tarring tarry tart tartly task taste tasteful tat tatted tattered tatting taught taunt
    taunting taut tavern tawdrier tawdriest tawdry tawny tax taxable taxes taxi taxidriver taxies taxing
    taxpayer taxpaying taxying tea teacart teach teacher teaching teakettle teakwood team teammate
    teamster tear tearfully tears tease teasing teaspoonful teat technical technically technician
    technique technological technologically technology tedious tee teem teen teenage teenager teens
    teensy teeter teeth teetotaler telegram telegraph telegrapher telegraphic telegraphy telepathy
    telephone telescope televise television tell telling telltale temerity temper temperament
    temperature tempest tempi temple tempo temporal temporarily temporary tempt temptation ten tenable
    tenaciously tenacity tenancy tenant tend tendency tender tenderly tenderness tending tendon
    tenebrous tenement tenet tenfold tennessee tennis tenor tense tensely tension tensional tensionless
    tent tentacle tentative tentatively tenth tenting tenuously tenure tepid term terminal terminate
    termination terminology terms terrace terrain terrestrial terrible terribly terrier terrific
    terrified terrify terrifying territorial territory terror terrorist terrorize terrycloth terse
    tersely test testament tested testicle testified testify testily testimonial testimony testing
    tether teutonic texan texas text textile texture textured thailand thamnophis thank thankfulness
    thanks thanksgiving thatch thaw thawing theater theatre theatregoer theatrical theatrically theistic
    thematic theme then thence thenceforth theologian theological theology theorem theoretical
    theoretically theorist theorize theory therapeutic therapist therapy there thereafter thereby
    therefor therefore therefrom therein thereof thereon thereto theretofore thereunder therewith
    thermal thermally thermistor thermocouple thermodynamic thermodynamically thermodynamics
    thermogravimetric thermometer thermometric thermometry thermopile thermostat thermostatics theses
    thesis thiamin thick thicken thickened thickening thicket thickly thickness thickspread thief
    thieves thieving thigh thighbone thill thin thing things think thinker thinking thinly thinned
    thinner thinness thinnest thinning thiocyanate thiouracil third thirst thirstier thirstiest thirsty
    thirteen thirteenth thirties thirtieth thirty thither thong thoreau thoriated thorn thorough
    thoroughfare thoroughgoing thoroughly thoroughness though thought thoughtful thoughtfully
    thoughtless thousand thrash thread threadbare threat threaten threatened threatening three thresh
    threshing threshold threw thrice thriftier thriftiest thrifty thrill thriller thrillful thrilling
    thrive thriven thriving throat throb throbbed throbbing throe thrombi thrombosed thrombosis thrombus
    throne throng thronged throttle through throughout throve throw thrown thrust thruway thud thudded
    thudding thuggee thumb thumbnail thump thumping thunder thundering thunderous thursday thus thwack
    thwart thyroglobulin thyroid thyroidal thyronine thyrotoxic thyrotrophin thyroxine tibet tibetan
    tick ticket tidbit tide tidewater tidings tie tied tiger tight tighten tightening tightly tile tiled
    tilled tilt tilted tilth timber timbered timbre time timed timelier timeliest timeliness timely
    timepiece timer times timetable timeworn timid timidity timidly timing tin tine tingle tingling
    tinier tiniest tinker tinkle tinned tinning tint tiny tip tipped tipping tipsier tipsiest tipsy
    tiptoe tire tired tiredly tireless tiresome tiring tissue tit titanic titer titillating title titled
    titration titter tittering toad toast tobacco tobaccoes today toddy toe toffee together toil toilet
    toiling token tokenish tokyo told tolerance tolerant tolerate toll tollgate tollhouse tomato
    tomatoes tomb tomorrow ton tonal tone toned tongue tongued tonight tons too took tool tooth
    toothbrush toothpaste top topic topical topnotch topographical topography topped topping topple
    topsoil torch tore torment tormented tormentor torn tornado tornadoes toronto torpid torpor torrent
    torsi torso tortuous torture tortured torturing tory toss total totalistic totalitarian totality
    totalled totalling totally totemic toter totter tottering touch touchdown touching touchstone tough
    toughness tour tourist tournament tousled tow towboat towel toweling towelled towelling tower town
    townsman toxic toxin toy trace traceable trachea tracheae tracing track tract tractarian tractor
    trade trademark trader tradesman trading tradition traditional traditionalism traditionalist
    traditionally traffic trafficked trafficking tragedian tragedy tragic tragically tragicomic trail
    train trained traineeship training trainman trait traitor traitorous tramp trample trampling trance
    tranquil tranquility tranquilizer tranquilly transact transaction transcend transcendental
    transcribe transcription transcultural transducer transfer transferred transferring transfix
    transfixt transform transformation transformed transformer transfusion transgress transgression
    transience transistor transit transition transitional translate translation translucence translucent
    transmissible transmission transmit transmitted transmitting transmutation transmute transparent
    transpirate transpiration transpiring transplant transplantable transport transportation transpose
    transversally transverse transversely transvestitism trap trapped trapper trapping travel traveled
    traveler travelled traveller travelling travelogue traverse tray treacherous treachery tread
    treadmill treason treasure treasured treasurer treasury treat treated treatment treaty treble tree
    treetop tremble trembling tremendous tremendously tremor trench trend trepidation trespass trestle
    trial triamcinolone triangle triangular tribal tribunal tribute trichrome trick trickle tricolor
    tried trigger trigonal trill trim trimmed trimmer trimmest trimming trinket trio trip triphammer
    triple tripod tripped tripping trite triumph triumphant triumphantly trivial triviality trod trodden
    troika troll troop trooper troops trophotropic tropical tropidoclonion trot trotted trotting trouble
    troubled troubleshooter troublesome trough troupe trouser truck trucking truculence truculent trudge
    true truer truest truly trumpet trumpeter trundle trunk trust trusted trustee trustfully trustworthy
    truth truthful truthfulness try trying tsh tsunami tub tube tuberculosis tubing tubular tubule tuck
    tudor tuesday tuft tug tugged tugging tuition tularemia tulip tumble tumbler tumbling tumor tumour
    tumult tumultuous tune tuneful tunelessly tungsten tuning tunisia tunnel tunnelled tunnelling turban
    turbinate turbine turbulence turbulent turf turkey turkish turmoil turn turned turning turnover
    turnpike turntable turves tutor tutorial tuxedoed tv tweed tweedier tweediest tweedy tweeze twelfth
    twelve twenties twentieth twenty twice twiddle twig twigged twigging twilight twin twine twinge
    twinkle twinkling twinned twinning twirl twirler twirlingly twist twisted twisting twitch two
    twofold twoscore tying type typewriter typewriting typhoid typhus typical typically typified typify
    typing typographic typography tyranny tyrant tyrosine ubermensch ubermenschen ubiquitous uglier
    ugliest ugliness ugly ukrainian ulcer ulcerated ulceration ultimata ultimate ultimately ultimatum
    ultra ultracentrifugation ultracentrifuge ultramodern ultrasonic ultrasonically ultraviolet umbrella
    un unabated unable unacceptable unaccompanied unaccountable unachievable unadjusted unaffected
    unafraid unalterable unambiguity unambiguous unambiguously unanimous unanimously unanswered unarmed
    unashamedly unasked unassisted unasterisked unattached unattractive unauthentic unauthorized
    unavailable unavailing unavoidable unavoidably unaware unawareness unawares unbalance unbelievable
    unblinkingly unborn unbounded unbreakable unbroken unbuttoned uncanny uncaused unceasingly uncertain
    uncertainly uncertainty uncertified unchangeable unchanged uncharged uncheckable unclaimed unclasp
    uncle unclean unclouded uncombable uncomfortable uncomfortably uncommon uncompromising unconcern
    unconcerned unconcernedly unconditional unconditionally unconfessed unconquerable unconquered
    unconscious unconsciously unconstitutional uncontrollable uncontrollably unconventional unconvincing
    uncooperative uncork uncousinly uncover uncritical uncurl undamaged undaunted undeclared undeniable
    undepicted under underachievement underachiever underbrush undercover undercurrent underdeveloped
    undereducated underestimate underfoot undergraduate underground underhanded underlain underlay
    underlie underline underling underlying undermine underpin underpinned underpinning underprivileged
    underrate underscore undersea undersecretary undershirt underside understand understandable
    understanding understandingly understate understatement understood undertake undertaken undertaker
    undertaking undertook underwater underway underwear underworld underwrite underwritten underwrote
    undesirable undeveloped undid undifferentiated undigested undiluted undiminished undisguised
    undisputed undo undoing undone undoubtedly undress undrinkable undue undulate unduly unearth
    uneasily uneasiness uneasy uneconomical unemployed unemployment unending unenthusiastic unequally
    unequivocally unerring unerringly uneven unevenly unexpected unexpectedly unexplainable unexplained
    unexplored unfair unfaithful unfaltering unfalteringly unfamiliar unfasten unfastened unfavorable
    unfertile unfettered unfit unfitted unfitting unfixed unfold unfolding unforeseen unforgettable
    unfortunate unfortunately unfrosted unfrozen ungainlier ungainliest ungainly ungodlier ungodliest
    ungodly ungrateful unhappier unhappiest unhappiness unhappy unhealthier unhealthiest unhealthy
    unheated unheeded unheeding unhesitatingly unhitch unholier unholiest unholy unhurried unhurriedly
    unhurt unification unified uniform uniformed uniformity uniformly unify unilateral unimaginable
    unimaginative unimpaired unimpassioned unimpeachable unimpeachably unimportant unimposing
    unimpressed unimpressive unimproved uninitiate uninitiated uninjectable unintelligent unintended
    unintentionally uninterrupted uninterruptedly uninvited uninvolved union unique uniquely uniqueness
    unit unitarian unite united unity univalent universal universalistic universality universalize
    universally universe university unjust unkind unknown unlace unlash unlawful unleash unlike unlikely
    unlimited unlined unliterary unload unloaded unloading unlock unlocked unlovely unluckily unlucky
    unmalicious unmanageably unmarried unmask unmated unmeritorious unmistakable unmistakably unmolested
    unmoved unnatural unnecessarily unnecessary unneeded unnoticed unnumbered unobtainable unobtrusively
    unoccupied unofficial unopposed unorthodox unpack unpaid unpaintable unpaired unparalleled
    unpatriotic unpaved unperformed unpicturesque unpleasant unpleasantly unplowed unplumbed unpopular
    unprecedented unpredictability unpredictable unpredictably unpremeditated unprepared unpretentious
    unproblematic unprocurable unpromising unprotected unpublished unpunished unqualified unqualifiedly
    unquestionably unquestioningly unravel unravelled unravelling unready unreal unrealism unrealistic
    unrealistically unreality unreason unreasoning unrecognizable unrecognized unreconstructed
    unredeemed unreflective unregretting unrelated unreleased unreliable unremarkable unrequited
    unreservedly unresponsive unrest unrestricted unrulier unruliest unruly unsaid unsatisfactory
    unsaturated unscathed unscientific unscramble unscrew unscrupulous unseeing unseen unselfconscious
    unselfconsciousness unselfish unselfishness unservile unsettled unshakable unsharpened unshaved
    unshaven unsheathe unshielded unsigned unsloped unsmiling unsmilingly unsold unsolder unsolved
    unspeakable unspoken unstable unstained unsteadily unstilted unstressed unstructured unstrung
    unsuccessful unsuitable unsuitably unsuited unsung unsympathetic untaught unteach untellable
    untenable untested unthaw unthematic unthinking untie untold untouched untoward untraditional
    untrammeled untried untrue untruth untying unused unusual unusually unutterably unvarying unveil
    unventilated unwanted unwarranted unwavering unwed unwelcome unwilling unwillingness unwind unwire
    unwise unwisely unwitting unwittingly unwomanly unworthy unwound unwrinkled unwritten up upbeat
    upcoming update upgrade upheaval upheld uphold upholster upkeep upland uplift uplifted uplifting
    upped upper uppercut uppercutting uppermost upping upraise upraised upright uprising uproar uproot
    upset upsetting upshot upstairs upstate upstream uptake uptown upward upwards urban urbanize
    urbanized urchin urge urgency urgent urgently urging urinary urine urn us usable usage use useable
    used useful usefulness useless uselessly uselessness user usher ussr usual usually usurp utah
    utensil utilitarian utility utilization utilize utmost utopia utopian utopianism utter utterance
    utterly v vacancy vacant vacantly vacate vacation vacationing vaccinating vaccination vaccine vacua
    vacuolated vacuolization vacuum vagabond vague vaguely vagueness vain valet valiant valid validate
    validation validity valley valor valuable valuation value valued valueless values valve vandal
    vandalism vanguard vanish vanished vanity vanquish vapor vaporization vaquero variability variable
    variant variation varied variegated variety various variously vary varying vascular vase vast vastly
    vatican vaudeville vault vector veer vegetable vegetation vehemence vehement vehicle veil veiled
    vein veined vellum velocity velour velours velvet velvety vending vendor venerable venerate
    venezuela vengeance venice vent ventilate ventilation venture venus veracity veranda verandah verb
    verbal verbena verdict verge veridical verification verified verify verisimilitude veritable
    vermilion vermont vermouth vernal versatility verse version vertebral vertebrate vertex vertical
    vertices vertigines vertigo vertigoes verve very vesicular vessel vest vestibule vestige vet veteran
    veterinary veto vetoes vetted vetting vex vexation viability viable viand vibrancy vibrant vibrate
    vibration vibrionic vicar vicarious vice vicinity vicious victim victimize victor victorian
    victoriously victory victrola video vie vienna viennese vientiane view viewer viewers viewpoint
    vigilance vigilantism vignette vigor vigorous vigorously vile village villager villain villainous
    vindicate vindication vindictive vine vinegar vineyard vintage vinyl violate violation violence
    violent violently violet violin violinist virgin virginia virginian virginity virile virtual
    virtually virtue virtuosi virtuoso virulence virulent virus visage visceral viscoelastic viscometer
    viscosity viselike visibility visible visibly vision visit visitor visored vista visual
    visualization visualize visually vital vitality vitally vitals vitamin vivacious vivid vividly
    vividness vivified vivify viyella vocabulary vocal vocalic vocalist vocalize vocation vocational
    vocationally vociferous vociferously vogue voice voiced void volatile volcano volcanoes volition
    volley volleyball voltage voltaic voltaire voltmeter volume volumetric volumetrically voluminous
    voluntarily voluntary volunteer voluptuous vomit vomiting voodoo vote voter voting votive vouch
    vouchsafe vow vowel voyage voyager vulgar vulnerability vulnerable vulpine vulture vying wackier
    wackiest wacky wad wadded wadding wade wads wafer waffle waft wag wage wager wages wagged wagging
    waggle wagon wail wailful wailing wainscoted waist wait waiter waiting waitress waive wake wakeful
    wakefulness walk walking walkout walkover wall wallet wallflower wallop walloping wallow wallpaper
    walnut walrus wan wand wander wanderer wandering wane wangle waning wanned wanner wannest wanning
    want war warble ward wardrobe wardroom warehouse warehousing warfare warhorse warier wariest warily
    warlike warm warmed warming warmly warmongering warmth warn warning warp warped warrant warred
    warring warrior warsaw wart wary was wash washbasin washbowl washed washing washington washup waste
    wastebasket wasted wasteful wasteland wastewater watch watcher watchfully watching watchmaker
    watchman water watercolor watercolorist waterfall waterfront watermark waterproof waterproofing
    watershed waterway watery watt wattle wave wavelength waver wavier waviest wavy wax waxed waxen
    waxing waxlike way waylaid waylay ways wayside wayward weak weaken weakened weakening weaklier
    weakliest weakly weakness wealth wealthier wealthiest wealthy wean weaning weapon wear wearer
    wearied wearier weariest wearily weariness wearisome weary wearying weather weatherstrip
    weatherstripped weatherstripping weave web webbed webbing wed wedded wedding wedge wednesday wee
    weed weeds week weekday weekend weekly weep weeping weigh weight weighted weighting weightlessness
    weir weird weirdly welcome welcoming weld welfare well weltanschauung welter wend went wept were
    west westerly western westerner westward westwards wet wetness wetted wetter wettest wetting whack
    whale wharf wharves wheat wheedle wheel wheelchair wheeze wheezing whence whereabouts whet whetted
    whetting whiff whig while whim whimper whine whinnied whinny whip whipped whipping whir whirl
    whirred whirring whisk whiskered whiskers whiskey whisky whisper whistle whistling whit white
    whiteface whiten whiteness whitewashed whiz whizzed whizzes whizzing whodunit whole wholesaler
    wholesome wholly whoop whore whorl wicked wickedly wickedness wicker wide widely widen widespread
    widow widowed widower widowhood width wield wife wifely wig wigged wigging wiggle wigmaker wild
    wildcat wildcatted wildcatter wildcatting wildlife wildly wildness wile wilfully wilier wiliest will
    willful willing willingness willow willpower wilsonian wilt wily win wince wind windbag windblown
    windbreak windier windiest winding windmill window windowpane windowsill windshield windy wine
    wineglass wing wingback wingman wings wink winless winner winning winnipeg winnow winter wintertime
    wintrier wintriest wintry wipe wire wired wirier wiriest wiry wisdom wise wisecrack wisely
    wisenheimer wish wishing wisp wit witch withal withdraw withdrawal withdrawn withdrew withe wither
    withered withering withheld withhold withholding within withstand withstood witness wittier wittiest
    wittingly witty wives wizard wobble wobbling wobbly woe woeful woefully woke woken wolf wolflike
    wolves woman womb won wonder wonderful wonderfully wonderfulness wonderworking wondrous wondrously
    woo wood woodcarver wooded wooden woodenly woodgrain woodgraining woodpecker woods woodshed woodwork
    wool woolen woolgather woollier woolliest woolly word wording wordlessly words wordsworth wore work
    workable workbench workboard worker working workings workman workmanlike workout works worksheet
    workshop worktable workweek world worldlier worldliest worldly worldwide worm worn worried worriedly
    worriment worry worse worsen worship worshipped worshipper worshipping worst worsted worth worthier
    worthiest worthless worthlessness worthwhile worthy wound wounded wove woven wrack wraithlike
    wrangle wrap wrapped wrapper wrapping wrath wrathful wrathfully wreak wreath wreathe wreck wreckage
    wrench wrenching wrestle wrestler wrestling wretch wretched wretchedness wried wrier wriest wriggle
    wring wrinkle wrist writ write writer writhe writhed writhing writing writings written wrong
    wrongdoing wrongly wrote wrought wrung wry wryer wryest wryly wyoming xenon xylem xylophone yacht
    yale yank yankee yap yapped yapping yard yardage yardstick yawn yawning yaws year yearn yearning
    yearningly years yell yelled yelling yellow yelp yelping yen yenned yenning yes yesterday yesteryear
    yet yield yielding yoga yoke yokel yokuts yonder young younger youngest youngish youngster youth
    youthful yr yucca yugoslavia zeal zenith zero zeroes zest zigzag zigzagged zigzagging zinc zionism
    zionist zip zipped zipping zloty zodiacal zombie zone zoning zoo zoom
    """
}
