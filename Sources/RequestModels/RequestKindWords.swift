// Written by Scripts/request-tables.py; do not edit.
//
// Counted from the training fold of HWU64's requests
// (Corpora/requests/hwu64.jsonl, CC BY 4.0: Xingkun Liu, Arash Eshghi, Pawel Swietojanski and
// Verena Rieser, "Benchmarking Natural Language Understanding Services for building Conversational
// Agents", IWSDS 2019).

extension RequestKinds {
  /// "requests kind" lines: each kind of request and how many requests of it were counted, in
  /// the order ``wordTable`` numbers them.
  static let kindTable = """
    42 alarm_query
    27 alarm_remove
    53 alarm_set
    13 audio_volume_down
    35 audio_volume_mute
    37 audio_volume_up
    49 calendar_query
    50 calendar_remove
    41 calendar_set
    39 cooking_recipe
    20 datetime_convert
    40 datetime_query
    17 email_addcontact
    41 email_query
    49 email_querycontact
    53 email_sendemail
    57 general_affirm
    39 general_commandstop
    46 general_confirm
    54 general_dontcare
    53 general_explain
    22 general_joke
    47 general_negate
    50 general_praise
    36 general_quirky
    45 general_repeat
    40 iot_cleaning
    41 iot_coffee
    48 iot_hue_lightchange
    28 iot_hue_lightdim
    45 iot_hue_lightoff
    12 iot_hue_lighton
    38 iot_hue_lightup
    23 iot_wemo_off
    18 iot_wemo_on
    39 lists_createoradd
    40 lists_query
    46 lists_remove
    43 music_likeness
    49 music_query
    15 music_settings
    42 news_query
    39 play_audiobook
    39 play_game
    45 play_music
    49 play_podcasts
    39 play_radio
    35 qa_currency
    48 qa_definition
    47 qa_factoid
    30 qa_maths
    40 qa_stock
    40 recommendation_events
    48 recommendation_locations
    32 recommendation_movies
    48 social_post
    39 social_query
    47 takeaway_order
    46 takeaway_query
    43 transport_query
    44 transport_taxi
    47 transport_ticket
    38 transport_traffic
    35 weather_query
    """

  /// "kind:requests… word" lines: each word, and in how many requests of each kind it is said.
  static let wordTable = """
    0:1 2:4 5:3 6:6 8:7 9:10 12:7 13:1 14:3 15:5 20:1 21:12 22:1 23:2 24:7 27:15 28:4 29:5 32:2 35:14 37:2 38:5 40:1 41:1 42:2 43:3 44:1 45:4 46:3 47:2 48:11 49:4 51:1 52:2 53:10 54:7 55:15 56:1 57:10 58:2 59:7 60:25 61:27 62:1 63:2 a
    40:1 aaron
    15:2 abc
    41:1 abortion
    0:2 6:2 8:3 13:5 14:2 15:5 20:13 21:2 24:7 36:1 38:2 41:4 45:2 47:1 48:1 49:2 52:1 53:1 54:1 55:7 56:1 57:1 61:1 62:3 about
    49:1 above
    49:1 abraham
    61:1 ac
    37:1 accessories
    62:2 accidents
    38:1 according
    56:2 account
    51:1 acer
    44:1 aces
    46:1 acoustic
    54:1 across
    54:1 action
    26:3 27:1 34:1 activate
    0:1 33:1 37:1 active
    52:1 activities
    37:1 actors
    8:5 12:10 32:1 35:16 38:2 50:1 add
    7:1 35:2 42:1 added
    12:4 14:3 15:3 address
    12:1 addresses
    15:1 40:1 49:1 adele
    45:1 adele's
    28:1 adjust
    8:1 advance
    24:1 advice
    0:1 39:1 42:1 44:1 45:1 53:1 after
    2:1 afternoon
    6:1 12:1 20:9 25:27 40:1 42:2 44:2 55:1 again
    43:1 47:1 against
    16:1 agreed
    23:2 ah
    10:1 45:1 ahead
    61:1 ahmadabad
    45:1 aib
    61:1 air
    45:1 aired
    60:7 62:1 airport
    55:1 airways
    9:1 al
    10:1 alabama
    0:24 1:21 2:34 4:1 alarm
    0:18 1:5 alarms
    39:2 44:2 49:1 album
    2:3 8:1 62:1 alert
    14:3 alex
    14:1 alexander
    9:1 alfredo
    14:1 alice
    0:5 1:4 6:2 7:7 8:1 9:1 13:3 17:2 22:2 28:2 30:4 31:2 32:2 36:5 37:2 38:3 44:1 52:2 53:2 58:1 all
    53:1 along
    37:1 54:1 already
    9:1 alternative
    0:3 1:6 2:28 4:2 6:3 7:2 8:1 10:1 15:1 20:1 22:4 24:2 27:4 39:1 45:1 53:1 55:2 57:2 60:2 61:2 63:2 am
    16:2 23:2 amazing
    13:2 44:1 51:1 53:1 55:3 amazon
    48:1 ambulance
    54:1 amc
    59:1 60:1 america
    42:1 47:3 american
    13:1 amie
    13:1 ammunition
    62:1 amount
    2:13 8:1 9:3 12:3 13:1 15:19 24:1 35:1 37:1 48:1 57:5 58:1 60:9 61:1 63:1 an
    2:2 6:1 7:1 8:1 10:6 11:4 12:3 13:2 14:1 15:4 18:13 21:1 24:2 25:1 26:1 31:1 35:2 37:1 38:3 39:2 41:2 42:3 43:2 44:3 46:4 47:6 49:1 50:6 51:3 54:3 55:8 56:1 57:7 58:3 59:1 60:2 62:1 63:2 and
    33:1 android
    55:1 angela
    53:1 61:3 angeles
    6:1 8:1 anniversary
    28:1 another
    15:2 16:3 20:2 22:4 23:1 50:2 answer
    15:1 answering
    20:3 23:1 answers
    39:1 antebellum
    0:4 4:1 6:7 13:15 14:1 19:6 21:1 30:1 36:1 37:1 39:1 46:2 47:1 52:6 53:2 54:2 56:6 57:1 59:1 62:7 any
    56:1 anybody
    24:1 anyinput
    55:1 anymore
    56:3 anyone
    6:2 19:5 31:1 36:3 41:1 52:1 56:2 anything
    15:2 apologize
    36:1 41:1 43:1 44:1 app
    37:1 51:2 55:1 apple
    51:1 apple's
    55:1 applebee's
    37:1 apples
    6:4 7:4 appointment
    7:1 appointments
    23:4 appreciate
    23:9 appreciated
    2:1 8:1 11:1 april
    0:5 6:4 8:1 9:1 13:3 14:3 22:1 23:7 29:1 30:1 36:11 39:3 41:4 42:1 44:1 47:2 49:3 50:1 51:2 52:8 53:6 54:5 56:6 59:2 62:6 are
    14:1 52:9 53:6 54:2 58:1 62:1 area
    54:1 aren't
    44:1 aretha
    38:1 44:1 arijit
    52:3 53:3 54:2 59:1 around
    60:1 arrange
    32:1 arrangements
    33:1 34:1 58:2 59:2 61:1 arrive
    55:1 arrived
    59:1 arriving
    41:1 articles
    39:3 artist
    39:1 artists
    12:1 15:1 38:2 57:1 60:1 as
    15:1 22:1 53:1 58:2 ask
    22:1 asked
    15:2 asking
    14:1 assigned
    23:1 asssistance
    0:2 1:2 2:30 5:1 6:1 7:7 8:11 10:3 11:1 13:1 15:2 26:1 27:3 28:1 33:1 36:1 39:1 41:1 51:1 52:2 53:3 54:4 55:4 57:2 59:1 60:6 61:2 62:2 63:1 at
    49:1 atkinson
    53:1 atm
    15:1 attach
    2:1 attend
    42:2 audible
    3:2 4:1 42:5 audio
    42:10 audiobook
    10:1 australia
    39:1 author
    36:3 50:1 53:1 58:1 59:2 available
    7:1 58:1 away
    55:1 awful
    31:1 awfully
    47:1 b
    13:1 15:1 45:1 55:1 62:1 back
    57:1 bacon
    55:2 62:1 bad
    48:1 baguette
    9:2 bake
    9:2 baked
    30:1 31:1 balcony
    48:1 ball
    6:1 balloon
    38:1 39:1 band
    52:1 bands
    37:1 47:1 59:1 bank
    53:1 60:1 bar
    60:1 bardonia
    5:1 barely
    49:1 barry
    53:1 bars
    24:1 baseball
    3:1 bass
    30:1 34:1 bathroom
    55:1 batteries
    46:1 55:1 bbc
    4:3 5:1 6:1 7:2 8:3 9:1 10:2 11:1 15:6 19:6 22:1 24:2 29:1 33:2 35:3 37:1 41:1 44:1 47:1 48:1 55:1 58:1 60:1 63:6 be
    44:1 beatles
    8:1 15:1 because
    0:1 29:1 bed
    29:1 30:3 32:1 bedroom
    0:1 8:1 24:1 41:1 55:1 58:1 been
    2:2 6:1 15:1 before
    31:1 began
    27:1 42:1 43:1 begin
    42:1 45:1 beginning
    11:1 63:1 beijing
    15:1 39:1 54:1 being
    9:4 24:2 38:1 44:1 52:1 53:4 54:1 57:1 59:1 61:1 best
    47:1 49:1 better
    6:1 10:5 47:3 51:1 62:1 between
    38:1 beyonc
    35:1 bhaji
    54:1 bieber
    39:1 bieber's
    49:1 56:1 big
    14:1 bills
    24:1 bingo
    24:1 biographies
    42:1 biography
    21:1 43:2 bird
    9:1 biriyani
    6:3 7:3 8:1 14:1 49:3 birthday
    6:1 birthdays
    9:1 biryani
    5:1 29:2 32:1 bit
    41:1 bitcoin
    44:1 bjork
    37:1 blank
    43:1 blokus
    28:11 48:1 blue
    13:1 14:1 15:1 35:1 bob
    49:1 body
    61:1 bombay
    49:1 bones
    8:1 14:2 42:11 59:1 60:12 61:29 book
    7:1 booked
    61:1 booking
    49:1 born
    13:1 14:1 15:3 boss
    15:1 bosses
    59:1 61:2 boston
    19:4 bother
    24:1 bought
    39:1 bowie
    45:1 bowl
    49:1 brad
    13:1 brady
    54:1 brea
    36:1 37:1 bread
    6:1 42:1 break
    24:1 breaking
    27:2 brew
    41:1 brexit
    58:1 brick
    62:1 bridge
    56:1 brief
    29:1 31:1 32:3 bright
    32:8 brighten
    32:1 brightener
    29:1 32:5 brighter
    28:2 29:4 32:5 brightness
    24:1 27:1 55:2 57:1 bring
    55:1 british
    15:1 bro
    15:1 brother
    15:1 brown
    15:1 brunch
    15:1 bubbles
    57:1 buffalo
    51:1 57:1 buffet
    48:1 bugatti
    48:1 building
    49:1 built
    13:1 bulldog
    55:1 57:2 burger
    57:1 burgers
    10:1 56:1 business
    24:1 busy
    22:10 54:1 but
    9:1 35:1 butter
    4:1 26:1 button
    24:1 35:1 51:1 61:1 buy
    5:2 15:1 20:1 30:1 35:3 39:2 40:1 42:1 44:6 50:3 52:1 53:1 57:1 59:3 61:2 by
    60:6 cab
    55:1 cable's
    55:1 cafe
    9:1 cake
    50:1 59:1 calculate
    6:6 7:24 8:7 calendar
    10:2 59:2 63:1 california
    2:2 10:2 14:4 22:1 39:1 44:1 57:1 58:3 60:7 call
    0:1 1:1 14:2 37:1 42:1 52:1 55:1 called
    1:1 calls
    38:1 calms
    61:1 cambridge
    0:1 4:1 5:4 6:2 7:3 8:4 9:4 10:1 11:2 12:1 14:3 15:3 17:2 18:7 20:7 21:1 24:2 25:4 26:4 27:5 28:2 30:2 32:4 33:1 35:2 36:2 38:1 41:3 42:2 43:3 44:1 45:2 46:3 48:1 50:3 52:2 53:2 54:4 56:1 57:5 58:6 59:5 60:3 61:3 62:1 can
    5:2 20:1 31:1 can't
    11:2 49:1 61:1 canada
    1:5 7:6 17:12 cancel
    7:1 cancels
    49:1 canon
    49:2 canyon
    48:1 capabara
    49:2 capital
    41:1 capitol
    7:1 24:1 car
    24:1 35:1 card
    55:1 cardinal
    19:5 care
    54:1 caribbean
    26:1 carpet
    53:1 carries
    58:1 63:1 carry
    57:1 carryout
    40:1 carter
    20:5 catch
    39:1 cd
    47:1 cdn
    30:1 cease
    14:1 cell
    10:1 centaur
    53:1 centers
    10:1 11:1 59:1 62:1 central
    38:1 certain
    38:1 chainsmokers
    24:1 championship
    28:1 chance
    32:1 chandelier
    1:1 5:1 12:1 13:1 22:1 28:22 40:1 change
    8:1 changed
    58:1 changs
    40:1 45:1 46:4 channel
    46:1 channels
    42:1 chapter
    55:1 charge
    34:1 charger
    24:1 charges
    61:2 charleston
    15:1 charlotte
    59:1 61:1 cheapest
    0:1 6:2 7:1 8:1 13:6 18:30 35:1 51:1 54:1 56:2 59:1 62:1 63:1 check
    0:1 checkout
    38:1 cheering
    9:2 37:1 57:2 cheese
    49:1 cher
    43:3 chess
    61:1 chester
    52:2 55:1 59:7 63:2 chicago
    9:4 53:1 57:2 chicken
    42:1 child
    9:1 chill
    59:1 chimes
    24:1 49:1 57:1 china
    57:5 chinese
    24:1 chip
    57:1 chipotle
    24:1 chocolate
    44:1 choice
    53:1 choices
    55:1 choke
    19:3 choose
    44:1 chopin
    15:1 chris
    36:1 37:1 44:1 christmas
    42:1 chronicles
    42:1 chuck
    1:1 church
    45:1 cindi's
    54:2 cinema
    42:1 52:1 circle
    52:1 circus
    11:1 46:1 52:3 59:1 60:3 61:1 62:1 63:2 city
    41:1 civil
    31:1 clap
    34:1 clapping
    20:7 clarify
    0:1 8:1 54:1 61:1 class
    38:1 44:1 classic
    44:1 classical
    26:4 37:1 clean
    26:22 cleaner
    26:3 cleaning
    1:1 7:6 20:7 37:1 clear
    42:1 client
    41:1 climate
    49:1 clint
    2:1 11:1 clock
    30:1 52:1 53:1 close
    53:2 57:1 58:1 59:2 60:1 closest
    30:1 closet
    51:2 closing
    8:1 36:1 53:1 clothes
    63:1 cloudy
    8:1 club
    41:3 cnn
    43:1 co
    63:1 coat
    14:1 code
    27:40 55:1 coffee
    57:1 coke
    27:1 cold
    15:1 colleagues
    28:11 49:1 color
    28:1 colored
    28:4 colors
    28:4 colour
    12:2 15:3 54:3 59:1 com
    57:1 combo
    55:1 comcast
    13:1 15:2 39:1 60:1 come
    54:1 comedy
    11:1 comes
    6:1 7:1 59:1 coming
    16:18 18:5 22:6 command
    56:1 commented
    46:1 commercials
    24:1 commonwealth
    51:1 53:1 companies
    55:1 company
    10:1 compared
    52:1 competitions
    43:1 competitive
    38:1 compile
    55:1 complain
    55:11 complaint
    7:1 completely
    15:1 compose
    43:1 51:1 computers
    24:1 concerning
    2:1 concert
    62:2 63:1 condition
    0:1 2:1 18:24 49:1 confirm
    16:6 confirmed
    49:1 connery
    24:1 55:1 consumer
    12:6 13:1 14:8 37:1 contact
    12:7 14:10 15:1 35:1 36:2 37:2 contacts
    15:1 content
    42:4 45:1 continue
    10:3 47:1 50:1 convert
    47:1 converter
    9:7 cook
    24:1 cookie
    9:3 cooking
    23:3 cool
    27:1 cooled
    44:1 coordinate
    24:1 copy
    31:1 53:1 corner
    16:4 correcly
    14:1 16:3 22:13 correct
    18:5 22:1 23:1 correctly
    51:1 cost
    55:1 costa
    59:1 cottage
    2:1 5:1 11:1 17:5 18:6 20:5 25:7 27:1 35:1 40:1 44:1 46:1 48:1 49:1 52:1 60:1 could
    5:1 20:1 couldn't
    46:1 49:1 country
    41:1 county
    39:1 covered
    59:1 covington
    48:1 cpu
    53:1 cream
    53:1 creamed
    2:1 15:2 35:10 38:1 40:1 create
    35:1 39:1 created
    24:1 credit
    35:1 43:1 cricket
    43:1 crossword
    27:6 cup
    35:1 49:1 cups
    47:1 currencies
    47:4 currency
    5:2 11:4 28:1 38:1 39:2 41:2 45:1 47:2 51:2 52:2 55:1 58:1 60:1 62:4 63:1 current
    0:1 11:1 36:1 38:1 39:2 60:1 currently
    9:1 curry
    24:1 55:8 customer
    3:1 4:1 7:1 30:1 cut
    47:8 d
    14:1 15:1 dad
    55:1 daikin
    1:1 51:1 daily
    6:1 dale's
    22:4 dammit
    13:1 dan
    0:1 39:1 44:1 dance
    38:1 dangal
    31:2 32:2 dark
    29:2 darken
    7:1 data
    7:1 8:1 11:9 39:1 41:1 date
    52:1 dates
    8:1 45:1 dave
    6:1 7:1 8:1 11:11 24:2 36:1 41:1 50:1 55:1 56:1 59:1 61:1 day
    0:1 7:1 8:1 63:1 days
    53:1 59:1 61:1 dc
    49:1 dead
    8:1 debbie's
    51:1 declining
    3:2 5:1 29:1 decrease
    49:1 deep
    49:1 deepest
    48:7 define
    48:1 defined
    48:1 defines
    48:9 definition
    55:1 delayed
    62:1 delays
    1:1 7:10 37:13 delete
    7:1 deleted
    11:1 61:2 delhi
    58:7 deliver
    55:1 57:1 58:1 delivered
    57:1 delivers
    58:5 delivery
    51:1 dell
    49:1 demographic
    30:1 den
    9:1 dente
    7:1 dentist
    11:1 49:1 59:1 denver
    59:2 depart
    59:1 depot
    61:1 des
    48:8 describe
    49:1 description
    18:6 47:1 51:1 detail
    14:1 15:1 18:4 39:1 62:1 details
    62:1 detours
    48:1 device
    63:1 devon
    41:1 dhaka
    0:2 13:4 16:2 18:5 20:1 22:3 39:1 49:2 56:4 did
    20:1 22:5 didn't
    57:1 diet
    10:4 51:1 difference
    28:3 different
    29:5 dim
    30:1 48:1 dining
    7:2 8:1 15:2 53:1 57:2 dinner
    57:1 direct
    59:1 direction
    59:1 directions
    47:2 dirham
    26:1 dirty
    1:2 disable
    55:1 disgusted
    7:1 dismiss
    46:1 disney
    53:1 display
    7:1 disregard
    42:1 divergent
    50:2 divided
    44:1 dixit
    0:2 4:2 6:11 7:1 9:10 13:5 14:2 15:1 19:5 20:3 21:1 22:2 24:4 25:3 26:1 27:1 28:1 35:3 36:4 39:4 48:1 50:2 52:4 54:2 56:2 58:3 59:1 63:3 do
    6:1 7:1 doctor's
    6:1 doctors
    12:1 doe
    14:1 doe's
    0:1 9:1 11:2 19:2 24:1 48:12 49:2 50:2 56:1 58:13 59:5 62:1 does
    19:9 doesn't
    35:1 37:1 52:1 dog
    51:1 55:2 doing
    47:10 49:1 dollar
    47:5 50:3 61:1 dollars
    57:1 domino
    58:1 domino's
    55:1 57:2 dominoes
    57:1 58:1 dominos
    4:1 19:7 20:3 22:2 55:2 don't
    55:1 donald
    16:4 22:2 23:7 done
    4:1 44:1 dont
    34:1 door
    12:2 15:3 59:1 dot
    53:1 douglasville
    3:5 15:1 17:3 29:5 33:1 38:1 47:1 55:1 down
    38:1 download
    59:1 60:2 downtown
    6:1 dr
    49:1 dragon
    55:2 drainage
    54:1 drama
    24:1 62:1 drive
    35:1 37:1 59:1 62:1 due
    43:1 duet
    63:1 during
    8:1 each
    53:1 eagle
    45:1 earlier
    1:1 38:1 early
    49:3 earth
    11:2 easter
    10:3 11:1 eastern
    49:1 eastwood
    9:1 easy
    53:1 57:1 eat
    24:1 economy
    59:1 61:1 edinburgh
    41:1 effect
    24:1 effects
    9:2 35:2 eggs
    1:1 2:10 6:1 10:1 46:1 50:2 60:2 61:3 63:1 eight
    11:1 eighteen
    50:2 62:1 eighty
    49:1 einstein's
    20:8 elaborate
    8:1 41:2 election
    38:1 44:2 electronic
    1:1 eleven
    44:1 ella
    33:1 else
    44:1 elvis
    59:1 em
    12:17 13:13 14:3 15:42 39:1 email
    13:2 emailed
    13:17 15:1 emails
    15:1 emergency
    55:1 emoticon
    48:1 empire
    55:1 employees
    26:1 34:2 enable
    9:1 enchiladas
    6:1 ends
    7:1 engagements
    10:1 england
    38:2 enjoy
    17:5 55:1 enough
    2:1 ensure
    41:1 52:1 entertainment
    13:1 entries
    45:19 episode
    50:1 equal
    47:1 50:2 equals
    7:5 37:1 erase
    47:9 euro
    49:1 europe
    24:1 european
    47:1 euros
    61:1 eurostar
    35:1 evelyn
    2:1 6:1 7:1 15:1 60:1 63:1 evening
    2:2 6:3 7:14 8:5 36:1 52:6 event
    6:12 7:7 8:1 36:1 37:1 41:1 52:17 events
    43:1 ever
    2:1 8:2 35:1 50:1 every
    8:1 everyday
    7:2 24:1 38:1 everything
    16:4 exact
    16:9 exactly
    16:2 23:1 excellent
    47:17 exchange
    47:1 exchanges
    24:1 exhausted
    58:1 expected
    53:1 expensive
    20:9 27:1 explain
    48:1 explanation
    59:2 express
    35:1 extra
    55:2 face
    2:1 14:1 51:1 55:5 56:15 facebook
    11:2 fall
    8:1 15:1 24:1 family
    21:1 24:1 37:1 famous
    16:4 23:2 fantastic
    49:2 far
    61:1 fares
    44:1 fashioned
    53:1 54:1 57:1 fast
    42:1 fault
    38:6 39:1 44:1 45:2 46:1 favorite
    38:2 45:1 favorites
    38:2 43:1 44:1 45:3 favourite
    51:2 fb
    8:1 feb
    7:1 february
    56:5 feed
    24:1 38:1 55:1 feedback
    39:1 feel
    14:1 female
    6:1 festival
    14:1 fetch
    63:1 few
    42:1 feynman
    43:2 fifa
    60:1 fifteen
    6:1 7:1 fifteenth
    8:1 fifth
    4:1 5:1 28:1 48:1 50:3 fifty
    15:1 37:1 file
    27:1 38:1 filter
    42:1 finally
    49:1 financial
    9:1 13:1 14:3 21:1 36:1 37:1 38:1 41:1 43:1 44:1 45:1 46:2 49:1 50:1 53:4 57:3 58:4 59:2 60:3 61:1 63:1 find
    19:3 fine
    44:1 finished
    6:2 7:1 8:1 11:1 13:1 37:1 59:1 61:2 first
    57:1 fish
    44:1 fitzgeral
    0:1 1:2 2:6 5:1 6:2 7:2 8:2 10:1 42:1 44:1 46:2 50:6 54:1 61:2 62:1 five
    27:1 fix
    60:1 flag
    43:2 flappy
    26:1 flat
    55:1 61:1 flight
    34:1 flip
    26:1 floor
    41:1 44:1 florida
    9:1 flour
    46:6 fm
    43:1 fmod
    15:3 55:1 following
    9:4 53:4 57:8 58:6 food
    43:1 football
    0:12 1:10 2:20 4:4 6:9 7:10 8:6 9:9 12:2 13:3 14:3 15:7 19:11 21:3 22:4 23:7 24:2 27:4 28:1 35:5 36:3 37:1 38:5 40:1 41:3 42:1 43:1 44:6 45:2 46:1 47:4 48:1 50:2 51:10 52:2 53:6 54:1 55:4 57:11 58:1 59:4 60:12 61:17 63:6 for
    41:1 63:1 forecast
    57:1 fork
    13:1 55:1 form
    7:1 format
    48:1 formidable
    4:1 50:3 forty
    55:1 found
    2:2 6:1 8:3 10:2 13:1 15:2 50:5 56:1 62:1 four
    35:1 50:2 fourteen
    7:1 fourth
    60:1 fox
    51:1 fra
    10:1 59:1 france
    11:1 59:2 61:1 francisco
    49:1 frank
    44:1 franklin
    55:1 fraud
    15:1 fred
    6:2 15:1 free
    48:1 freeway
    14:1 frequently
    27:1 fresh
    7:2 11:1 61:1 friday
    14:3 15:1 56:2 friend
    13:1 24:1 44:1 56:1 friends
    2:1 3:1 4:2 6:2 7:10 10:4 12:1 13:10 14:2 15:2 24:2 27:1 37:20 38:4 39:2 41:4 42:3 43:1 44:3 45:2 46:1 55:2 56:4 57:13 58:2 59:10 60:4 61:10 62:2 from
    49:1 fruit
    31:1 full
    43:1 52:2 fun
    44:1 funky
    21:3 funny
    54:1 furious
    20:16 further
    1:1 12:1 24:1 future
    10:3 47:1 g
    53:1 ga
    8:1 gain
    15:1 43:11 game
    24:1 43:5 games
    30:1 garage
    53:1 57:1 58:4 garden
    13:1 gary
    62:1 gate
    22:2 gave
    24:1 gdp
    57:1 general
    38:1 39:2 44:1 genre
    44:1 genres
    49:2 geographic
    14:1 15:1 george
    44:1 georgia
    1:1 2:4 7:1 13:1 15:1 16:3 18:5 20:6 22:2 26:1 27:2 28:1 41:1 43:1 44:1 46:1 49:1 56:1 57:1 58:2 59:4 60:8 61:2 62:3 get
    45:1 getting
    43:1 ghost
    37:1 gift
    35:1 girl
    49:1 girlfriend
    0:1 8:1 9:3 11:1 14:4 21:1 28:1 29:2 36:1 39:3 41:3 47:3 48:1 49:1 51:2 53:2 56:1 59:2 62:3 63:1 give
    37:1 given
    43:1 global
    29:1 glow
    12:1 15:2 gmail
    0:1 2:1 6:1 8:1 9:1 15:1 26:1 28:1 45:5 46:1 49:3 52:2 53:1 59:4 60:1 61:3 62:1 go
    61:1 goa
    48:1 god
    42:1 gods
    49:1 goggins
    2:1 7:1 41:2 49:1 52:4 54:1 55:1 56:2 61:1 63:4 going
    57:1 62:1 golden
    51:1 gone
    63:1 gonna
    9:2 16:4 19:2 21:2 23:3 24:2 38:2 46:1 53:4 54:5 57:1 good
    51:1 goog
    9:1 24:1 44:1 48:1 51:6 google
    13:2 16:6 22:3 50:1 got
    2:1 goto
    16:3 gotten
    49:2 59:2 grand
    24:1 graphical
    16:3 23:6 great
    28:4 green
    55:1 grid
    58:1 grill
    42:1 grisham
    35:1 groceries
    35:5 36:2 37:2 53:2 grocery
    55:1 group
    36:1 groups
    49:1 growth
    57:1 grubhub
    10:2 gtm
    8:1 gym
    57:1 gyros
    41:1 hackernews
    24:2 had
    7:1 55:1 hair
    11:1 49:1 half
    29:2 32:1 hall
    49:1 halley
    32:1 hallway
    57:1 ham
    55:1 hand
    57:1 handi
    24:1 hanging
    21:1 happen
    24:1 41:2 happened
    6:2 41:3 52:6 56:2 58:1 happening
    52:1 happenings
    24:1 44:1 happy
    49:1 hard
    42:1 harris
    62:1 harvard
    8:1 13:1 24:1 39:1 41:1 49:1 51:1 56:3 58:2 62:1 has
    63:1 hat
    0:6 2:2 5:1 6:12 7:1 8:2 13:6 14:2 16:7 19:3 20:7 22:3 23:4 24:2 25:1 26:2 36:6 37:1 38:2 39:2 41:1 43:1 47:1 49:1 50:1 52:1 53:2 54:1 55:2 56:2 58:3 59:1 60:1 have
    13:1 haven't
    15:4 he
    55:1 he's
    15:1 heading
    41:3 headlines
    35:1 health
    5:4 21:1 25:3 44:7 45:3 46:2 hear
    44:1 heard
    39:1 hearing
    38:1 46:2 heart
    44:1 heathens
    15:1 heather's
    62:2 heavy
    45:1 heavyweight
    49:1 height
    15:1 46:1 61:1 hello
    9:1 14:1 23:1 26:1 50:1 59:1 60:1 61:1 help
    23:2 helped
    23:7 helpful
    23:1 helping
    15:3 56:1 her
    10:1 26:1 28:1 31:1 32:4 52:1 53:3 57:1 58:3 59:1 60:1 61:1 here
    12:1 here's
    23:2 hero
    53:1 herring
    55:1 hershey
    7:1 8:1 11:1 13:2 21:1 28:2 30:1 35:1 48:2 53:1 57:1 58:1 hey
    7:1 15:1 28:1 44:1 56:1 hi
    44:1 49:2 high
    5:1 51:1 57:1 highest
    62:1 highway
    15:3 37:1 55:1 him
    46:2 hip
    44:1 hips
    45:1 hipsterhood
    10:1 15:3 37:1 55:1 his
    24:1 hit
    59:1 hitting
    44:1 ho
    52:1 hockey
    42:1 55:2 hold
    37:1 holmes
    0:1 4:2 14:3 28:1 34:1 57:2 58:1 60:3 62:4 63:1 home
    9:1 homemade
    52:1 hometown
    8:1 hongbin
    46:2 hop
    55:1 horrible
    8:1 41:1 55:1 57:1 63:2 hot
    53:1 hotel
    15:1 hotmail
    49:1 hottest
    2:1 4:1 8:2 13:2 60:1 hour
    4:1 8:1 10:3 56:1 hours
    0:1 8:1 14:1 26:3 28:6 29:2 30:1 60:2 house
    0:1 6:2 9:12 10:1 13:2 14:2 15:1 24:2 27:1 28:1 36:1 39:1 41:1 47:4 48:5 49:18 50:4 51:6 53:1 57:1 58:2 59:7 62:7 63:2 how
    63:1 how's
    46:2 howard
    6:1 hows
    51:1 hp
    28:1 hue
    49:1 human
    63:1 humid
    57:1 hunan
    2:1 13:1 15:1 46:2 47:1 49:1 50:6 62:1 hundred
    24:1 hung
    57:1 hungry
    57:1 58:3 hut
    48:1 hypocrisy
    51:1 hyundai
    0:5 1:3 2:6 4:3 5:6 6:16 7:5 8:3 9:12 10:3 12:2 13:13 14:2 15:10 17:5 18:9 19:12 20:18 21:2 22:30 23:4 24:8 25:4 26:2 27:6 28:3 29:2 31:1 32:1 33:2 34:1 35:7 36:8 37:2 38:12 39:6 41:1 42:6 43:6 44:10 45:6 46:5 47:1 50:2 52:2 53:5 54:2 55:7 56:2 57:8 58:9 59:8 60:7 61:4 62:3 63:6 i
    15:1 17:1 25:1 27:1 34:1 43:1 46:1 i'd
    28:1 i'll
    15:1 53:1 i'm
    0:1 44:1 50:1 54:1 55:1 i've
    53:1 ice
    9:1 icebo
    59:1 iceland
    14:1 57:1 id
    19:3 62:1 idea
    9:1 ideas
    33:1 idle
    0:2 10:4 13:2 15:1 24:1 33:1 49:1 50:3 55:1 56:1 58:5 59:1 if
    24:1 images
    19:3 41:1 importance
    0:1 2:6 5:1 6:2 7:3 8:7 9:2 10:10 11:14 12:3 13:5 14:9 15:3 21:1 22:1 27:1 28:4 29:6 30:9 31:1 32:5 35:2 36:6 37:1 38:3 39:1 40:1 41:6 42:4 43:1 44:2 45:4 46:1 47:8 49:7 50:1 51:2 52:17 53:14 54:10 55:3 56:6 57:5 58:1 59:1 60:3 61:1 62:2 63:10 in
    13:4 15:1 inbox
    48:1 inch
    35:1 include
    22:3 incorrect
    22:2 incorrectly
    5:8 32:5 increase
    10:2 11:1 24:1 india
    10:1 35:1 47:1 indian
    59:1 indianapolis
    51:1 indicate
    44:1 indie
    49:1 info
    52:1 54:1 inform
    6:1 14:5 22:2 24:1 38:1 49:1 information
    41:1 informed
    13:1 26:2 44:1 initiate
    8:1 input
    47:2 inr
    55:1 insight
    56:2 instagram
    10:1 instead
    27:1 instruct
    18:3 22:1 instruction
    16:5 instructions
    32:2 intensity
    52:1 56:1 interesting
    56:1 interests
    35:1 international
    48:1 internet
    62:1 interstate
    28:1 46:1 into
    43:1 invaders
    51:1 investing
    48:1 invoking
    59:1 iowa
    37:1 41:1 iphone
    26:1 irobot
    49:1 iron
    26:2 iroomba
    0:9 1:1 2:3 6:14 7:1 8:4 9:5 10:11 11:21 12:1 13:2 14:18 15:3 16:4 17:4 19:11 22:5 23:4 24:4 27:1 28:1 29:1 31:1 32:1 36:7 38:7 39:22 41:5 44:1 47:15 48:11 49:26 50:11 51:12 52:8 53:10 54:5 55:4 56:6 58:12 59:10 60:1 62:14 63:14 is
    22:4 38:1 isn't
    62:1 issues
    2:1 5:1 6:1 8:2 10:5 11:6 14:2 15:2 16:4 17:10 18:4 19:6 20:2 21:1 22:10 23:8 24:4 25:9 29:1 31:1 32:2 38:4 41:1 42:2 45:1 46:1 48:1 51:1 55:1 57:1 58:2 62:1 63:8 it
    10:2 16:3 22:1 23:8 26:1 31:1 it's
    53:3 italian
    35:5 37:9 55:1 item
    36:2 37:1 57:1 items
    5:1 24:1 32:1 57:1 its
    5:1 itunes
    14:1 22:1 jack
    42:1 jackie
    44:1 49:1 jackson
    22:1 jake
    41:1 jallikattu
    62:1 jam
    14:1 15:1 james
    13:1 14:1 jan
    57:1 janta
    8:1 january
    10:1 47:1 49:1 japan
    47:1 japanese
    15:1 jason
    38:1 44:3 jazz
    35:1 jeans
    63:1 jersey
    14:1 jo
    8:1 joanna
    14:1 23:5 55:1 job
    59:1 jodhpur
    45:1 joe
    6:2 12:1 14:6 15:3 42:1 john
    8:1 12:1 14:3 57:2 john's
    12:1 johndoe
    57:1 johns
    51:1 johnson
    7:1 joining
    21:15 48:1 joke
    21:4 jokes
    42:1 joking
    6:1 61:1 july
    6:1 7:2 june
    5:1 12:1 17:13 18:4 20:7 22:2 24:1 25:1 38:1 39:2 56:1 58:1 60:1 just
    8:1 39:1 54:1 justin
    59:1 kalka
    46:1 kansas
    45:1 kashmirstart
    8:1 katrina
    38:1 katy
    4:1 38:2 41:2 keep
    49:1 keith
    42:1 kennedy
    0:1 kept
    59:1 keral
    35:1 ketchup
    1:1 kickball
    37:1 kill
    50:1 kilo
    49:1 kilograms
    58:1 kilometer
    37:1 39:1 52:1 56:1 kind
    8:1 king's
    29:1 30:2 31:1 kitchen
    55:1 kmart
    21:1 knock
    0:3 8:3 11:1 19:5 21:1 24:4 35:1 36:2 45:1 47:1 50:1 53:1 59:1 62:1 63:1 know
    53:1 kroger
    39:1 lady
    10:1 lagos
    30:2 lamp
    32:1 lamp's
    11:2 lands
    49:1 lanegan's
    57:2 large
    49:1 largest
    61:2 las
    0:1 7:1 11:1 13:6 14:1 15:1 18:13 20:5 25:2 36:1 37:1 38:1 40:4 41:1 42:4 44:1 45:3 46:1 49:1 55:1 56:3 58:1 61:1 last
    6:1 15:3 55:2 late
    8:1 15:1 17:1 later
    1:1 6:1 8:1 15:2 21:1 41:7 42:1 43:1 45:2 51:2 54:1 56:6 58:1 latest
    21:2 laugh
    43:1 launch
    24:1 35:1 laundry
    8:1 laura
    41:1 law
    41:1 league
    39:1 44:1 least
    15:1 58:1 59:2 leave
    61:1 leeds
    5:1 6:1 30:1 42:3 44:1 50:1 left
    42:1 legacy
    49:1 leonardo
    29:1 62:1 less
    29:1 lessen
    0:3 8:2 11:1 24:1 25:1 36:1 43:1 47:1 let
    6:1 25:3 43:6 44:1 let's
    46:1 60:1 lets
    37:1 letter
    5:3 29:3 43:1 49:1 62:1 level
    45:1 levin
    51:1 lexmark's
    37:1 44:1 52:1 library
    24:1 44:1 lie
    35:1 48:1 life
    28:18 29:6 30:21 31:3 32:12 62:1 light
    29:1 lighter
    29:1 32:1 lighting
    28:23 29:16 30:20 31:6 32:18 lights
    1:1 9:1 12:1 15:1 17:3 18:3 24:1 25:1 27:3 34:1 35:1 38:6 43:4 44:2 46:2 48:3 53:1 54:1 55:2 56:1 57:1 59:1 62:3 63:2 like
    56:1 likes
    49:1 lincoln
    56:1 linda
    49:1 lindsey
    44:1 line
    48:1 lion
    0:1 1:1 6:3 12:1 13:1 14:2 35:33 36:23 37:37 38:3 40:1 43:1 44:3 45:1 52:1 53:1 59:1 list
    0:1 36:1 49:1 51:1 listed
    39:1 44:2 45:1 46:3 listen
    39:1 listened
    38:1 39:2 42:1 45:2 listening
    12:1 36:14 37:3 lists
    5:2 24:1 28:1 29:2 32:2 little
    2:1 liverpool
    26:4 28:2 30:6 34:1 46:1 living
    43:2 load
    46:1 52:7 53:4 54:2 60:1 local
    53:1 locate
    49:1 53:1 60:1 located
    24:1 49:1 53:1 55:1 60:2 location
    34:1 lock
    49:1 lohan
    10:2 11:2 55:1 61:1 63:1 london
    9:1 15:1 55:1 58:1 59:2 62:3 long
    1:1 7:1 longer
    9:1 12:1 41:1 42:1 48:3 54:1 56:1 57:1 58:1 62:2 look
    13:1 22:2 looking
    48:1 looks
    53:1 61:3 los
    23:2 lot
    44:1 loud
    5:7 louder
    5:1 loudly
    58:1 louies
    33:1 38:2 44:1 48:1 love
    38:1 lovely
    3:2 29:1 low
    3:2 5:1 29:12 lower
    57:1 ltd
    58:1 luigi's
    7:2 8:1 lunch
    60:1 lyft
    61:1 lyon
    38:2 39:2 lyrics
    10:3 14:1 37:1 m
    27:7 53:1 machine
    12:1 15:1 macs
    20:1 22:1 36:1 49:2 made
    49:1 madonna's
    15:1 mahmoud
    13:2 15:7 mail
    2:2 4:1 5:1 7:1 9:2 12:1 15:1 21:2 26:3 27:16 28:5 30:1 32:5 33:2 35:2 36:1 53:1 55:1 57:1 62:1 make
    27:3 maker
    38:1 makes
    4:1 9:1 27:1 making
    14:1 male
    60:1 mall
    21:1 man
    22:1 manner
    0:1 6:1 9:2 10:1 13:1 14:2 36:1 47:3 49:7 50:2 53:1 many
    2:1 6:2 7:2 8:2 11:3 61:1 march
    15:1 marissa
    8:1 14:1 37:1 38:1 49:1 mark
    51:6 market
    49:1 married
    42:1 mars
    8:1 14:3 mary
    14:1 mary's
    41:1 mass
    43:1 match
    50:1 math
    19:11 matter
    32:1 max
    5:1 58:1 maximum
    35:1 mayer
    57:1 mcdonald
    55:2 mcdonalds
    0:14 2:17 6:3 8:18 9:7 11:7 13:10 14:14 19:19 20:24 21:12 22:3 23:2 24:7 25:13 26:1 27:12 28:1 29:2 35:1 36:10 37:1 38:5 39:7 41:11 42:2 43:5 44:9 45:3 46:1 47:4 48:3 49:4 50:4 51:8 52:9 53:18 54:11 55:4 56:8 57:10 58:1 59:9 60:21 61:12 62:4 63:3 me
    9:2 meal
    9:1 meals
    20:1 48:9 mean
    48:1 meaning
    48:1 means
    22:1 meant
    9:1 meatballs
    53:1 mechanic
    3:1 56:5 media
    57:1 medium
    14:1 medvesek
    8:2 15:1 meet
    0:1 2:1 6:6 7:4 8:13 15:1 meeting
    6:3 7:1 8:1 meetings
    49:1 mega
    59:1 melbourne
    44:1 melody
    38:1 memories
    11:1 mention
    35:1 57:1 menu
    57:1 menus
    55:1 merkel
    48:1 merriam
    13:1 15:2 55:1 message
    13:1 15:1 56:3 messages
    22:2 messed
    56:1 messenger
    38:1 metallica
    59:1 metronorth
    53:1 59:1 mexican
    59:2 miami
    12:1 14:1 15:1 44:1 49:1 michael
    58:1 michael's
    51:1 55:1 microsoft
    48:1 microwave
    53:1 midnight
    52:1 57:1 might
    10:1 15:1 37:1 56:1 mike
    52:1 milan
    53:1 mile
    53:1 miles
    35:3 37:1 milk
    9:1 millilitres
    43:1 millionaires
    57:1 mimo's
    19:9 32:1 mind
    43:1 minestart
    42:1 miniaturist
    50:1 minus
    2:2 4:1 27:1 42:1 55:1 60:1 minutes
    14:1 missed
    15:1 missing
    20:1 22:2 mistake
    9:1 mixture
    2:1 34:1 48:1 mobile
    4:1 mode
    24:1 moderate
    61:1 moines
    7:1 14:1 15:6 mom
    14:1 mom's
    13:1 moment
    7:1 8:2 59:1 60:1 monday
    47:2 money
    48:1 monitor
    43:2 monopoly
    59:1 montauk
    2:1 6:2 7:1 8:2 11:4 50:1 month
    7:1 monthly
    6:1 35:1 months
    21:1 monty
    28:1 mood
    5:1 6:1 20:4 24:1 25:19 27:1 29:1 32:3 35:2 49:1 more
    0:4 1:2 2:9 4:1 6:2 8:1 15:1 41:1 45:1 60:3 61:2 morning
    49:1 morocco
    14:1 39:2 41:1 45:1 49:1 54:1 most
    14:1 mostly
    61:1 mother
    8:1 40:1 45:1 move
    24:1 38:1 39:1 54:13 movie
    24:1 54:12 60:1 movies
    14:1 24:1 27:1 42:1 58:1 mr
    23:12 24:1 47:1 49:1 50:1 51:4 58:1 59:1 much
    54:1 multiplex
    15:1 mum
    12:1 mum's
    61:5 mumbai
    23:4 musch
    49:1 museum
    5:3 38:8 39:11 40:3 44:14 46:3 53:1 music
    39:1 music's
    52:2 musical
    40:1 musics
    22:1 35:1 must
    4:11 33:1 mute
    0:13 1:7 2:6 5:2 6:16 7:24 8:11 9:3 11:1 12:11 13:8 14:10 15:13 16:5 18:6 22:3 23:1 24:4 26:6 27:5 28:3 29:3 30:3 31:1 32:1 33:4 34:4 35:10 36:17 37:16 38:13 39:3 41:1 42:5 43:1 44:3 45:4 46:4 49:1 51:2 52:6 53:4 55:6 56:15 57:1 58:15 59:2 60:3 61:3 62:2 63:1 my
    63:1 mysore
    41:1 nadu
    22:1 39:7 51:1 53:2 54:1 name
    14:1 named
    36:1 names
    15:1 nancy
    62:1 narrow
    55:1 national
    59:1 nc
    26:1 52:3 53:7 54:2 57:4 62:1 63:1 near
    52:2 53:2 54:3 57:1 58:2 nearby
    53:5 57:1 59:2 nearest
    54:1 necessarily
    1:2 2:3 5:2 6:1 7:1 8:1 9:2 10:1 13:1 15:2 25:1 26:2 27:3 28:2 29:1 35:4 36:1 37:1 38:1 42:1 46:1 53:1 57:2 58:1 59:1 60:5 61:3 62:1 63:5 need
    6:1 needed
    15:1 needs
    55:1 negative
    53:1 neighborhood
    44:1 neil
    44:1 nelly
    21:1 nerd
    43:1 55:1 never
    8:1 10:3 11:3 12:8 13:15 15:3 21:1 28:1 35:8 39:1 41:2 45:1 47:1 51:1 52:3 54:3 56:6 59:3 61:6 62:2 63:5 new
    61:2 newcastle
    41:23 46:2 51:2 56:2 news
    0:3 2:1 4:1 6:4 7:10 8:2 15:3 35:1 36:1 38:1 39:1 40:1 44:3 45:19 46:1 49:1 52:1 59:5 60:1 61:2 63:4 next
    23:4 24:1 27:2 38:2 53:1 55:1 nice
    51:1 nifty
    8:1 10:1 28:1 night
    1:1 7:2 8:1 46:3 50:1 nine
    7:1 nineteenth
    28:1 46:4 ninety
    7:1 11:1 60:1 ninth
    61:1 nj
    1:1 7:1 8:1 15:1 19:6 22:6 46:1 no
    4:2 26:1 noise
    9:1 noodle
    37:1 57:1 noodles
    8:1 11:1 58:1 59:1 60:1 noon
    22:1 nope
    4:3 15:1 19:10 20:15 22:21 33:1 35:1 55:1 63:1 not
    38:1 note
    36:1 notebook
    35:1 36:1 notes
    41:1 51:1 56:1 notification
    0:1 3:1 10:2 11:6 20:4 21:1 26:4 27:1 33:3 39:8 40:1 41:1 44:1 46:2 51:1 52:1 54:2 56:1 57:1 60:4 61:1 62:2 63:2 now
    46:3 npr
    48:1 nuclear
    1:1 13:1 14:16 60:1 number
    14:1 numbers
    41:1 52:1 61:2 ny
    57:1 59:1 nyack
    60:1 o'clock
    9:1 oats
    49:1 obama
    48:1 object
    39:1 oboe
    49:1 ocean
    7:1 october
    0:1 1:4 2:1 5:4 6:3 7:3 8:7 9:2 10:2 11:5 13:1 14:8 15:1 19:3 26:1 27:5 28:8 29:2 30:1 32:4 35:4 36:3 37:5 38:5 39:16 40:1 41:1 42:5 44:1 45:11 47:9 48:9 49:11 50:7 51:10 52:2 53:1 54:1 55:1 56:1 57:5 58:3 59:7 60:1 62:5 63:2 of
    0:1 1:2 2:1 3:1 4:6 17:7 30:41 33:20 37:2 39:1 42:3 44:1 50:1 off
    15:1 office
    59:1 often
    10:1 22:2 23:3 oh
    13:1 oil
    19:2 29:1 ok
    19:3 44:1 okay
    12:1 44:1 49:3 old
    53:1 oldest
    53:1 58:1 olive
    1:1 2:1 7:2 17:19 19:20 22:1 23:18 26:1 28:3 32:1 39:1 40:1 53:1 olly
    0:1 1:1 2:2 3:1 4:3 5:3 6:7 7:10 8:14 11:8 13:1 15:1 20:15 26:11 29:1 30:2 31:6 33:4 34:14 35:2 36:14 37:2 38:6 39:4 40:3 41:9 42:4 43:2 44:3 45:1 46:10 48:1 49:4 51:2 52:6 54:2 55:7 56:19 57:1 58:3 59:1 60:1 61:4 62:10 63:1 on
    20:6 25:11 44:1 once
    2:1 4:1 5:1 7:2 8:4 10:2 19:6 23:7 24:1 25:13 26:1 30:1 33:1 38:1 44:2 46:2 47:3 50:6 57:3 60:2 one
    54:1 ones
    59:1 online
    30:1 40:1 44:1 only
    45:1 onto
    22:2 oops
    28:1 opacity
    14:3 15:1 35:1 36:1 37:1 40:1 42:1 43:5 44:2 46:1 51:1 53:2 55:2 56:1 57:2 58:2 open
    51:2 opening
    26:1 operate
    30:1 operating
    38:3 opinion
    52:1 options
    14:1 38:1 47:1 51:1 56:1 58:1 62:2 or
    44:1 57:34 58:16 61:3 order
    58:1 ordered
    58:1 orders
    48:1 origin
    59:1 orlando
    48:1 oscillate
    10:1 41:1 42:1 43:1 our
    0:1 6:1 7:1 15:1 24:1 31:1 38:1 39:1 44:1 49:1 54:2 58:6 out
    30:1 31:1 outdoor
    13:2 outlook
    55:1 outstanding
    6:1 15:2 24:1 25:2 42:1 62:1 over
    48:1 overbearing
    29:1 overhead
    47:1 p
    35:1 paav
    10:2 49:1 pacific
    57:1 pack
    55:1 package
    56:1 page
    42:1 palhunik
    9:1 pan
    51:1 panasonic
    9:1 pancakes
    58:1 panda
    40:1 46:1 pandora
    57:1 paneer
    57:3 papa
    43:1 paper
    11:1 61:1 paris
    8:1 62:1 park
    40:1 52:1 62:1 particular
    7:3 15:1 35:1 37:1 party
    61:1 passage
    13:1 45:1 past
    9:1 pasta
    59:1 path
    14:1 patrick
    57:1 pavitra
    7:1 35:1 37:1 payment
    48:1 pda
    41:1 pe
    49:1 peak
    57:1 58:2 peking
    37:1 pencil
    6:2 pending
    59:1 penn
    10:1 pennsylvania
    49:1 pentagon
    24:1 people
    57:3 pepperoni
    51:1 pepsi
    3:1 5:2 28:3 29:1 50:2 percent
    23:4 49:1 perfect
    16:10 perfectly
    6:1 29:1 period
    1:1 permanently
    48:1 perpetual
    38:1 perry
    13:1 14:2 24:2 37:1 person
    14:1 person's
    47:1 pesos
    15:1 peter
    14:1 petey's
    58:1 pf
    53:1 59:1 philadelphia
    10:1 philippines
    61:1 phillyx
    14:12 33:1 phone
    12:1 14:1 phonebook
    2:1 phones
    56:2 photo
    56:1 photos
    48:1 phrase
    6:1 36:1 58:2 60:3 pick
    53:1 pickled
    58:1 60:1 pickup
    55:1 picture
    56:1 pictures
    9:2 pie
    39:2 piece
    49:1 pikes
    44:1 pilots
    48:1 pineapple
    58:1 pings
    28:1 pink
    28:1 pinkish
    56:1 pinterest
    54:1 pirates
    57:1 pita
    49:1 pitt
    62:1 pittsburgh
    49:1 pixel
    57:10 58:6 pizza
    57:2 pizzas
    8:1 49:2 53:1 57:3 63:1 place
    53:1 56:1 57:1 places
    57:1 plain
    7:1 plan
    61:1 plane
    6:2 planned
    15:1 planning
    6:1 plans
    49:1 plants
    57:1 platter
    2:1 13:1 36:1 40:1 42:16 43:27 44:28 45:24 46:18 play
    42:5 playback
    35:1 39:2 42:1 43:1 played
    5:3 40:1 player
    35:1 players
    38:1 39:10 40:1 41:1 42:3 44:1 52:1 54:10 playing
    35:1 38:5 39:1 40:1 44:5 45:1 46:1 playlist
    46:1 plays
    54:1 plaza
    0:4 1:2 2:9 4:9 5:8 6:2 7:9 8:6 9:1 11:4 12:2 13:1 14:2 15:7 17:20 18:37 20:24 21:1 22:1 24:1 25:26 26:6 27:8 28:8 29:6 30:10 31:2 32:10 33:6 34:2 35:5 36:2 37:8 38:5 39:1 40:3 41:3 42:1 43:3 44:3 45:6 46:2 47:2 48:3 49:2 50:1 51:3 52:1 53:1 54:1 55:4 56:1 57:4 59:1 60:6 61:3 62:2 63:1 please
    33:12 34:8 plug
    50:9 plus
    1:3 2:10 6:1 7:4 8:8 10:5 15:1 26:1 57:1 60:1 61:3 pm
    45:38 podcast
    45:1 podcasts
    46:4 49:1 53:1 point
    51:1 points
    43:1 poker
    41:1 political
    41:1 polk
    13:1 polling
    43:1 pong
    48:1 pontificate
    44:1 46:3 pop
    54:1 56:1 popular
    49:1 population
    9:1 porterhouse
    60:1 possible
    55:8 56:3 post
    38:1 56:2 posted
    57:1 postmates
    56:1 posts
    27:1 pot
    9:2 48:1 potato
    59:1 poughkeepsie
    47:2 50:1 pound
    47:1 49:1 pounds
    33:3 34:1 power
    15:1 ppt
    1:1 2:1 8:1 practice
    49:1 prado
    24:1 pre
    39:1 prefer
    38:1 preferences
    42:1 prejudice
    41:1 premier
    6:1 9:2 15:1 27:2 58:1 prepare
    36:1 present
    15:2 presentation
    55:1 president
    62:1 president's
    44:1 presley
    43:1 45:1 57:1 previous
    41:1 47:1 51:13 59:1 61:1 price
    57:1 priced
    51:3 prices
    42:1 pride
    8:1 prior
    56:1 private
    47:1 problems
    26:1 process
    55:1 product
    55:2 products
    42:1 46:1 program
    11:1 14:1 21:1 36:1 41:1 provide
    53:1 pubs
    6:1 13:1 14:1 36:1 41:1 pull
    41:1 pulled
    44:1 pumpkins
    37:1 59:1 purchase
    2:1 8:2 9:1 26:1 35:2 38:2 40:2 42:1 44:2 46:2 57:2 put
    57:1 pvt
    49:1 pyramids
    21:1 python
    15:1 qerwerq
    49:1 quart
    38:1 queen
    15:1 query
    18:3 50:1 question
    9:1 45:1 quick
    59:1 quickest
    4:8 quiet
    3:1 quieter
    20:4 quite
    46:1 radia
    3:1 34:1 39:1 46:20 radio
    53:1 radius
    44:1 raghu
    59:1 railway
    63:2 rain
    63:2 raining
    5:3 32:6 raise
    61:1 rajdhani
    37:1 rajesh
    14:1 raju
    45:1 ramsey
    44:1 random
    59:1 rapids
    57:1 rasgulla
    47:15 49:1 51:2 rate
    57:1 rated
    47:3 rates
    53:1 rating
    15:1 ray
    8:1 rccg
    0:1 13:5 14:1 35:1 36:1 41:2 42:2 56:1 read
    42:1 reading
    27:1 45:1 58:4 ready
    55:1 real
    19:16 24:1 38:1 really
    45:1 reason
    13:2 receive
    13:1 35:1 received
    24:1 41:2 52:1 recent
    42:1 56:1 recently
    9:7 24:1 48:1 recipe
    9:3 recipes
    15:1 recipient
    36:1 recite
    39:1 52:1 53:2 54:4 recommend
    43:1 recon
    24:1 record
    8:1 recur
    7:1 recurring
    28:7 red
    52:1 refer
    8:1 reflect
    15:1 refreshments
    54:1 regal
    19:2 regarding
    51:1 related
    49:1 relationships
    39:1 release
    39:1 released
    24:1 54:1 releases
    38:1 remarks
    38:2 remember
    2:3 8:12 remind
    8:1 reminded
    0:1 2:2 6:2 8:3 12:1 15:1 reminder
    6:3 8:2 reminders
    23:2 reminding
    30:1 remote
    1:12 7:13 37:25 remove
    1:1 37:1 removed
    14:1 rene
    56:1 renee
    35:1 reopen
    5:1 38:1 40:5 44:1 repeat
    2:2 repeating
    20:5 rephrase
    25:2 40:1 replay
    13:1 replies
    15:11 reply
    62:1 63:1 report
    61:1 repurchase
    22:2 request
    22:1 requested
    24:1 40:1 required
    6:1 rescheduled
    48:1 research
    53:1 reservation
    24:1 59:1 60:2 61:2 reserve
    25:2 reset
    50:1 resolve
    4:2 15:2 respond
    56:1 responded
    16:15 20:3 22:5 55:1 response
    7:1 53:6 58:7 59:1 restaurant
    24:1 53:7 57:1 58:1 restaurants
    62:1 restrictions
    42:10 44:1 resume
    25:2 retry
    61:1 return
    0:1 review
    53:1 54:1 58:1 reviews
    57:1 ribs
    9:2 rice
    45:1 rich
    49:1 richards
    1:1 7:1 rid
    60:2 61:1 ride
    0:1 11:1 16:4 21:1 22:7 23:1 30:1 33:1 39:6 41:1 51:1 54:1 56:1 60:1 62:2 63:1 right
    39:1 rihanna
    2:1 ring
    51:1 rising
    9:1 57:1 risotto
    49:1 rivers
    62:3 road
    26:12 robot
    38:3 43:1 44:3 48:1 rock
    61:1 rockville
    45:1 rogan
    45:1 rohan
    56:1 rohit
    51:1 rolls
    54:3 rom
    28:1 54:1 romantic
    26:4 28:3 29:2 30:12 32:1 34:1 46:1 room
    26:1 roomba
    50:4 root
    59:1 round
    53:1 59:3 62:4 route
    49:1 rowan
    51:1 royce
    47:1 rs
    60:1 rta
    48:1 rumplestiltskin
    26:3 43:2 run
    52:1 54:1 59:1 running
    47:3 rupee
    14:3 20:12 37:1 45:1 47:8 s
    38:1 sad
    18:15 20:17 22:2 25:9 54:1 said
    24:1 sale
    6:1 sales
    42:1 sam
    55:1 samsung
    11:1 59:2 61:1 san
    48:1 sand
    9:1 57:1 sandwich
    61:2 sangli
    15:1 sarah
    2:2 7:1 8:2 59:1 saturday
    12:2 38:16 save
    14:2 36:1 saved
    21:3 22:3 25:5 55:1 say
    15:2 55:1 saying
    46:1 scan
    41:1 scenario
    6:2 8:2 15:1 57:1 60:2 schedule
    0:2 6:4 7:3 scheduled
    6:1 36:1 schedules
    35:1 49:1 school
    49:1 schroedder's
    43:1 scissors
    32:1 screen
    54:1 screening
    42:1 se
    48:1 49:1 sea
    49:1 sean
    9:1 sear
    6:1 9:1 14:1 21:2 48:1 53:1 61:1 search
    22:1 52:1 searching
    24:1 season
    61:1 seat
    53:1 seattle
    11:2 second
    4:1 seconds
    61:1 secure
    30:1 security
    44:1 sedaka
    0:1 9:1 13:1 31:1 58:3 63:1 see
    19:2 select
    46:1 selected
    38:1 selections
    2:1 12:1 13:2 14:1 15:28 36:1 55:4 60:1 send
    51:1 sensex
    30:1 sensor
    13:1 15:3 55:1 sent
    20:5 25:1 sentence
    24:1 seo
    59:1 septa
    45:1 serial
    45:1 series
    6:1 55:14 60:1 service
    58:1 sesame
    48:1 session
    0:22 1:5 2:28 4:1 5:1 8:6 10:1 27:4 28:1 30:1 46:1 51:1 60:1 set
    28:3 setting
    4:1 28:2 40:1 settings
    48:1 settle
    2:6 7:1 27:2 29:1 46:1 50:4 57:1 seven
    43:2 seventeen
    2:1 6:1 45:1 seventh
    29:1 shade
    55:1 shake
    21:1 51:1 share
    45:1 sharma
    15:1 she
    14:1 shelly
    9:1 sheperds
    37:1 sherlock
    6:1 30:1 shift
    63:1 shine
    55:1 shipment
    22:3 shit
    55:1 shoe
    53:4 shop
    8:1 35:2 36:4 37:6 53:1 shopping
    53:6 57:1 shops
    59:1 shortest
    9:2 29:1 33:1 35:1 37:1 45:1 53:1 62:2 63:1 should
    0:5 8:1 9:3 11:1 13:1 14:1 21:1 36:2 37:1 46:1 49:3 51:3 52:5 53:2 54:3 57:1 59:2 show
    54:1 shown
    52:1 shows
    28:1 40:3 shuffle
    4:1 17:18 shut
    30:1 shutoff
    9:1 30:1 52:1 57:1 62:1 side
    49:1 sides
    4:1 silence
    4:1 silent
    39:1 similar
    13:2 since
    10:1 11:1 singapore
    39:2 40:1 singer
    38:1 44:1 singh
    47:2 48:2 59:1 siri
    46:1 sirius
    62:1 situation
    0:2 1:3 2:14 6:1 10:2 27:2 46:1 47:1 50:2 53:1 57:1 six
    11:1 sixteenth
    5:3 53:1 sixty
    49:1 size
    40:1 45:3 skip
    41:1 48:1 sky
    8:1 sleep
    44:1 sleeptime
    3:1 55:1 slow
    30:1 33:6 34:1 48:1 smart
    44:1 smashing
    55:1 smiley
    6:1 14:2 smith
    14:1 smith's
    53:1 smoke
    56:1 snapchat
    56:1 snapchats
    55:1 snotty
    63:1 snow
    63:1 snowing
    6:1 8:1 20:4 23:7 32:1 49:1 57:1 so
    1:1 2:1 soccer
    56:5 social
    38:1 sock
    33:12 34:8 socket
    15:1 softball
    50:1 solve
    9:2 15:1 21:1 24:2 26:1 27:4 29:1 39:1 43:1 44:2 45:1 52:2 53:1 57:10 62:1 some
    14:1 24:1 someone
    21:2 28:1 38:1 56:1 something
    30:1 son's
    5:2 38:25 39:28 40:6 44:10 song
    38:4 39:1 40:2 46:1 49:1 54:1 songs
    6:1 58:1 60:1 soon
    22:7 25:1 sorry
    4:6 5:2 34:1 sound
    4:2 sounds
    9:1 soup
    41:1 source
    55:1 spa
    43:1 space
    9:1 spagetti
    9:1 57:1 spaghetti
    5:4 25:5 36:1 speak
    3:2 4:2 5:5 speaker
    4:3 speakers
    52:1 special
    52:1 specific
    48:1 specs
    50:2 spend
    43:2 spider
    25:2 spoke
    9:1 spoons
    36:1 sport
    52:1 sporting
    58:1 spot
    40:1 44:1 spotify
    43:1 spy
    50:4 square
    10:1 standard
    51:1 standing
    7:1 standup
    23:1 star
    51:1 starbuck's
    55:2 starbucks
    42:1 stars
    3:1 8:1 25:2 26:12 27:5 35:2 42:5 43:4 44:1 45:6 46:4 57:1 start
    2:1 27:1 42:1 started
    37:1 starting
    49:1 stassi
    41:1 48:1 state
    25:1 statement
    47:1 49:1 states
    46:13 59:5 60:1 station
    37:1 stationary
    0:1 55:2 56:2 58:4 59:1 63:2 status
    4:1 stay
    9:1 53:1 steak
    13:1 stefan
    37:1 stein
    9:1 steps
    46:1 stereo
    46:2 stern
    8:1 steve
    14:1 stevens
    30:1 still
    51:30 stock
    51:5 stocks
    49:1 stonehenge
    4:2 17:7 22:3 25:1 28:1 stop
    36:1 53:2 55:1 57:1 store
    53:2 stores
    41:1 56:2 stories
    14:1 street
    27:1 strong
    16:1 strongly
    45:1 stuff
    13:1 subjects
    9:1 substitute
    50:1 subtracted
    8:1 57:1 subway
    35:1 sugar
    52:1 54:2 suggest
    54:1 suggestion
    24:1 53:1 suggestions
    50:1 sum
    63:1 sun
    1:1 7:1 11:1 sunday
    1:1 sundays
    9:1 sunny
    45:1 super
    35:1 supplies
    6:1 supposed
    7:1 22:1 36:1 sure
    48:2 survey
    6:1 susan's
    53:1 57:1 sushi
    42:2 swan
    54:1 swat
    63:1 sweater
    57:1 sweet
    28:3 30:3 33:2 46:1 switch
    49:1 switzerland
    51:1 symbol
    8:1 sync
    41:1 syrian
    10:3 24:1 t
    9:1 table
    48:1 tables
    43:1 tac
    57:1 tacos
    56:1 tagged
    7:2 8:1 37:2 58:6 60:3 62:2 63:1 take
    57:4 58:7 takeaway
    58:1 takeaways
    57:7 58:3 takeout
    15:1 taking
    17:1 talk
    49:1 tall
    41:1 tamil
    51:2 55:1 target
    22:3 task
    35:1 tasks
    60:21 taxi
    14:1 taxi's
    8:1 teachers
    7:1 35:1 team
    41:1 teams
    38:1 teenager
    14:1 telephone
    4:1 television
    0:4 2:1 6:3 8:1 11:4 13:2 14:4 15:1 21:7 24:4 25:13 28:1 36:4 39:3 41:3 47:1 48:1 49:2 50:3 51:4 52:2 53:3 54:2 55:7 56:2 57:1 58:1 59:4 61:1 62:1 63:2 tell
    9:2 63:2 temperature
    2:4 5:1 7:1 8:2 10:1 27:1 35:1 39:1 47:1 49:2 50:1 53:1 54:1 60:1 62:1 ten
    11:1 tenth
    48:1 term
    14:2 15:2 text
    53:1 thai
    23:12 thank
    15:1 22:3 23:10 32:1 thanks
    0:3 1:1 2:2 5:1 6:1 7:2 8:1 12:1 14:1 15:6 16:6 17:4 18:6 19:6 20:7 22:6 23:7 24:1 25:9 30:1 36:1 37:3 38:4 39:6 42:1 43:1 44:2 45:2 48:1 53:1 54:1 55:10 57:2 58:1 62:1 that
    16:1 17:3 22:4 23:9 54:1 that's
    22:1 44:1 thats
    0:12 1:8 2:10 3:7 4:12 5:15 6:12 7:18 8:11 9:5 10:7 11:23 13:8 14:13 15:18 16:10 18:10 20:4 21:2 22:9 23:2 24:6 25:1 26:20 27:8 28:22 29:19 30:29 31:4 32:26 33:13 34:6 35:9 36:15 37:10 38:9 39:21 40:7 41:20 42:14 43:3 44:11 45:23 46:11 47:18 48:14 49:14 50:8 51:18 52:9 53:15 54:7 55:10 56:7 57:4 58:12 59:24 60:14 61:4 62:20 63:17 the
    54:1 theater
    54:2 theaters
    53:1 54:2 theatre
    54:3 theatres
    55:5 57:1 their
    12:1 29:1 55:3 them
    0:1 24:1 33:1 35:1 then
    0:2 6:5 8:2 10:1 13:3 14:1 36:2 37:1 41:1 47:1 49:1 52:8 53:1 54:2 56:4 62:9 there
    43:1 thermonuclear
    29:1 these
    52:1 55:1 they
    18:6 thing
    24:1 35:1 41:1 52:1 things
    22:16 24:1 57:1 think
    44:1 thinking
    0:1 11:1 45:1 61:1 third
    50:2 thirteen
    2:6 10:2 11:1 15:1 50:3 55:1 61:1 thirty
    1:2 2:1 5:1 6:9 7:3 8:2 11:2 12:3 14:4 15:6 19:3 20:2 22:9 24:1 28:1 30:2 35:2 37:2 38:17 39:20 40:1 42:2 43:1 44:2 45:5 46:2 48:1 49:1 50:3 51:1 52:4 54:1 55:3 58:1 61:3 62:1 63:4 this
    35:1 those
    11:1 35:1 50:2 thousand
    38:1 thousands
    1:2 2:1 6:1 7:1 8:1 37:1 50:5 59:1 60:1 61:1 three
    6:1 15:1 46:1 62:1 through
    38:1 thumbs
    6:1 8:2 63:1 thursday
    43:1 tic
    59:8 61:39 ticket
    24:2 59:2 61:1 tickets
    7:1 till
    0:4 2:2 4:1 6:4 8:1 10:17 11:18 13:1 15:1 25:7 27:1 37:1 38:2 42:1 50:1 55:1 58:2 59:9 61:1 time
    0:3 2:1 34:1 39:1 41:1 50:2 54:2 55:1 59:1 times
    59:1 timing
    0:1 timings
    57:1 tired
    14:1 38:1 39:2 title
    36:1 titles
    1:1 2:10 4:1 5:6 6:4 7:3 8:13 9:5 10:5 12:10 13:3 14:4 15:41 16:9 17:1 18:2 19:14 20:6 21:1 24:3 25:3 26:2 27:4 28:22 29:5 30:1 32:3 33:1 34:1 35:22 36:4 37:1 38:7 39:7 40:1 41:4 42:4 43:7 44:10 45:15 46:6 47:10 48:3 49:2 50:2 51:2 52:5 53:2 54:1 55:16 56:3 57:7 58:9 59:28 60:18 61:35 62:12 63:7 to
    0:3 1:1 2:1 6:7 7:3 8:2 11:5 13:3 15:2 24:3 26:1 37:1 41:7 45:1 47:1 51:5 52:2 53:1 56:2 61:4 62:3 63:7 today
    7:1 11:2 35:1 51:3 52:1 today's
    36:1 todo
    43:1 toe
    57:1 tofu
    43:1 together
    10:1 tokyo
    13:2 tom
    14:1 tom's
    57:1 tommy's
    0:2 1:3 2:14 6:1 7:5 8:2 15:1 35:2 52:2 60:2 61:4 63:1 tomorrow
    8:1 15:1 tomorrow's
    15:2 52:1 54:3 57:1 60:1 tonight
    29:1 32:1 55:1 too
    35:1 toothpaste
    41:1 54:1 top
    4:1 touch
    38:1 touches
    24:1 tough
    49:1 tour
    59:1 towards
    42:2 towers
    45:1 52:1 53:1 63:1 town
    56:1 tracy
    59:1 62:30 traffic
    53:1 trail
    53:1 59:28 60:1 61:42 train
    59:1 trains
    37:1 transaction
    28:1 transition
    60:1 61:1 transportation
    59:1 travel
    24:1 tree
    56:2 trending
    51:1 trends
    48:1 triad
    48:1 triangle
    41:1 tribune
    42:1 trilogy
    59:1 61:1 trip
    59:1 trips
    48:1 triumph
    6:2 24:1 44:1 true
    41:1 55:1 trump
    25:5 try
    63:1 tucson
    2:1 8:2 tuesday
    0:1 6:1 tuesday's
    44:1 tum
    38:1 44:1 46:2 tune
    46:1 tunes
    1:1 2:1 3:3 4:5 5:6 8:1 26:8 28:1 29:3 30:32 31:5 32:8 33:13 34:11 40:1 43:1 46:3 turn
    33:1 turned
    32:1 turning
    30:1 turns
    34:2 43:1 48:1 55:1 tv
    55:30 tweet
    56:3 tweets
    7:2 twelfth
    2:2 7:1 8:1 10:3 47:1 50:1 twelve
    3:1 5:1 6:2 7:2 8:1 10:1 11:4 44:1 50:6 54:1 56:1 60:1 61:2 62:1 twenty
    55:5 56:7 twitter
    0:1 2:2 4:1 8:4 9:1 10:1 11:1 15:1 29:2 35:1 38:1 40:1 42:2 49:1 50:10 53:2 57:3 two
    9:1 39:1 55:1 type
    39:1 types
    48:1 typhoon
    47:8 u
    60:14 uber
    24:1 uefa
    22:1 uh
    22:2 uhh
    10:1 uk
    47:1 ukraine's
    48:1 ultra
    8:1 48:1 63:2 umbrella
    24:1 umf
    20:1 unclear
    61:1 under
    20:3 22:1 understand
    16:6 understanding
    16:6 understood
    19:4 unimportant
    59:1 union
    47:1 49:1 united
    4:1 5:1 unmute
    55:1 unprofessional
    4:2 58:2 59:1 until
    0:1 1:1 2:15 4:1 5:9 6:3 9:2 12:1 13:1 14:1 17:8 20:2 22:2 27:1 31:1 32:11 35:1 36:2 38:2 41:4 43:1 47:1 48:1 49:1 51:1 54:1 55:3 57:1 58:4 60:4 up
    6:1 24:1 52:2 upcoming
    8:2 13:2 56:3 62:1 update
    8:1 updated
    41:3 56:3 updates
    36:1 56:1 uploaded
    30:1 31:1 upstairs
    10:3 11:1 25:1 43:2 47:2 us
    10:2 41:1 usa
    9:1 12:2 use
    23:4 useful
    27:1 using
    62:1 usual
    25:1 utterance
    6:1 35:1 vacation
    15:1 vacations
    26:26 vacuum
    26:1 vacuumed
    26:1 vacuuming
    6:1 valet
    59:1 62:1 valley
    47:1 50:1 51:1 value
    49:1 various
    21:1 vault
    9:1 veg
    53:1 vegan
    61:2 vegas
    44:1 veldt
    48:1 velocity
    52:1 venue
    55:1 verizon
    24:1 versus
    8:1 23:5 24:1 38:1 63:2 very
    48:1 veyron
    15:1 55:1 59:1 via
    4:1 vibrate
    45:1 videos
    59:1 vienna
    53:1 vietnamese
    61:2 virginia
    15:1 59:1 62:1 visit
    3:10 4:1 5:25 volume
    55:1 wait
    55:1 waiting
    0:1 1:1 2:10 wake
    2:1 wakeup
    35:1 59:1 walk
    53:1 walking
    51:1 53:1 55:1 walmart
    21:1 39:1 wanna
    2:1 4:1 9:1 12:1 15:2 17:2 18:1 21:1 24:2 25:1 27:1 29:1 32:1 33:1 35:2 41:1 42:2 43:2 44:8 45:3 46:1 52:1 57:4 58:1 59:1 61:1 want
    41:1 43:1 war
    57:1 warehouse
    28:1 warmer
    51:1 warren
    0:1 6:1 13:1 16:5 20:7 22:8 23:6 38:1 39:1 42:1 45:2 49:2 50:1 51:1 55:3 was
    35:1 wash
    61:1 washingdon
    52:1 53:1 62:1 washington
    54:2 watch
    24:1 watched
    49:1 water
    9:1 14:1 32:2 58:1 59:2 62:1 way
    15:1 28:1 42:1 59:1 we
    39:1 we're
    63:1 wear
    15:2 41:2 63:19 weather
    8:1 weber
    9:1 websites
    48:1 webster
    1:2 2:1 8:2 wednesday
    0:1 1:2 6:6 8:2 11:3 13:1 15:3 37:1 41:2 52:2 54:1 59:1 63:4 week
    35:1 week's
    0:1 weekdays
    6:1 7:1 15:1 63:2 weekend
    63:1 weekly
    2:1 63:1 weeks
    55:1 weighing
    8:1 weight
    23:5 55:1 well
    33:10 34:7 wemo
    55:1 wendys
    39:1 went
    13:1 51:1 56:1 were
    52:1 53:1 61:2 62:1 west
    62:1 westwood
    0:9 6:6 7:1 9:10 10:11 11:24 13:5 14:12 15:1 18:9 19:2 20:18 22:7 24:3 25:7 36:19 39:23 41:8 47:13 48:24 49:6 50:12 51:9 52:8 53:8 54:7 55:1 56:9 57:1 58:5 59:10 62:8 63:7 what
    0:1 6:1 9:1 10:1 11:2 14:2 21:2 25:1 36:3 39:4 41:4 47:3 48:1 50:2 51:2 52:3 53:2 54:2 56:4 57:1 58:1 62:1 63:1 what's
    19:6 whatever
    11:2 50:2 52:1 58:1 59:1 63:2 whats
    0:3 2:1 4:1 6:4 8:1 10:2 11:1 24:3 28:2 33:1 34:1 38:2 39:1 49:4 58:4 59:3 when
    49:1 when's
    6:1 42:3 44:1 49:3 51:1 52:1 53:11 54:1 58:3 59:2 60:2 where
    53:1 where's
    0:1 6:1 12:1 19:1 36:1 39:2 41:1 46:1 47:1 52:2 53:1 54:3 62:1 which
    13:2 14:2 35:2 39:6 49:2 56:2 who
    39:3 who's
    1:1 7:1 26:1 whole
    39:1 whose
    24:1 49:1 why
    62:1 wide
    13:1 wife
    33:1 wifi
    43:1 wildlands
    7:2 8:1 10:2 15:8 17:6 18:5 19:3 20:7 24:2 25:6 30:1 33:1 36:1 44:1 45:1 47:1 50:1 53:1 55:1 58:3 59:1 62:1 63:5 will
    9:1 53:2 wine
    57:1 wings
    6:2 8:10 9:2 14:2 15:5 19:5 20:2 22:2 38:1 39:1 41:1 43:6 44:1 46:1 51:1 53:1 54:2 55:1 57:3 58:3 with
    53:2 56:1 within
    48:1 59:1 62:1 without
    57:1 wok
    6:1 won't
    55:1 woodland
    15:1 48:2 word
    20:3 25:2 words
    4:1 8:1 14:1 15:2 23:5 24:1 33:1 37:1 55:1 59:1 60:1 62:6 work
    41:2 49:1 world
    51:2 worth
    1:1 9:1 12:1 17:13 18:10 19:7 20:2 25:5 27:2 33:1 35:1 39:1 43:3 44:2 46:1 47:1 48:2 51:1 53:2 54:1 55:2 59:1 would
    19:8 wouldn't
    15:1 49:1 55:1 write
    22:4 55:1 wrong
    22:1 wrongly
    39:2 wrote
    50:1 x
    46:1 xmtune
    15:1 xorg
    12:1 41:1 yahoo
    55:1 yay
    16:8 yeah
    16:15 yeap
    8:2 11:3 39:1 45:1 year
    49:1 years
    44:1 yelawolf
    28:1 yellow
    47:4 yen
    16:14 yes
    13:1 42:1 45:1 51:1 yesterday
    45:1 51:1 yesterday's
    13:1 yet
    45:1 yoga
    10:3 11:2 41:1 52:3 54:3 59:3 61:6 62:2 63:4 york
    0:3 2:1 4:1 5:8 6:2 7:3 8:4 9:5 11:3 12:2 14:3 15:3 16:15 17:30 18:36 20:29 21:2 22:17 23:22 24:6 25:22 26:5 27:6 28:3 30:3 32:4 33:3 34:1 35:4 36:2 37:1 39:4 40:1 41:2 42:3 43:6 44:4 45:4 46:5 48:5 49:1 50:4 52:2 53:2 54:5 55:1 56:2 57:4 59:2 60:3 61:3 you
    22:1 you're
    16:7 20:4 22:1 23:3 25:2 you've
    52:1 young
    5:2 8:2 16:6 20:11 21:1 22:1 23:2 25:1 28:1 33:1 36:1 your
    4:1 24:1 34:1 yourself
    42:1 zanes
    48:1 ziggurat
    10:3 11:1 zone
    53:1 zoo
    """
}
