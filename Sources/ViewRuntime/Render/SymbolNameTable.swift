import Foundation

// The SF Symbol names animrender draws from Material Design Icons 1.6.50 (Debian package
// fonts-materialdesignicons-webfont; font SIL OFL 1.1, icons CC BY / Apache 2.0 by Google and
// Austin Andrews). The table is animrender's own: each SF Symbols base name (as listed in Apple's
// SF Symbols app) is matched by hand to the icon of the same meaning.
//
// Columns: SF base name, icon for the outlined form, icon for `.fill` ("-": the symbol has no
// `.fill` form), the variants SF Symbols has (c: `.circle`/`.circle.fill`, s: `.square`/`.square.fill`,
// /: `.slash`; "-": none) and optionally the icon for `.slash` (otherwise a slash is drawn over it).

extension SymbolNames {
  static let tableA = """
    heart                                    heart-outline                    heart                        cs/ heart-broken
    star                                     star-outline                     star                         cs/ star-off
    bell                                     bell-outline                     bell                         cs/ bell-off
    bell.badge                               bell-ring-outline                bell-ring                    cs
    house                                    home                             home                         cs
    gear                                     settings                         settings                     c
    gearshape                                settings                         settings                     c
    gearshape.2                              settings                         settings                     -
    magnifyingglass                          magnify                          -                            c
    person                                   account-outline                  account                      cs/ account-off
    person.2                                 account-multiple-outline         account-multiple             cs
    person.3                                 account-multiple                 account-multiple             -
    person.crop.circle                       account-circle                   account-circle               -
    person.badge.plus                        account-plus                     account-plus                 -
    person.badge.minus                       account-minus                    account-minus                -
    trash                                    delete                           delete                       cs/
    pencil                                   pencil                           -                            cs/ pencil-off
    square.and.pencil                        pencil-box-outline               pencil-box                   -
    square.and.arrow.up                      export                           export                       -
    square.and.arrow.down                    import                           import                       -
    square.and.arrow.up.on.square            share-variant                    share-variant                -
    paperplane                               send                             send                         cs
    envelope                                 email-outline                    email                        cs
    envelope.open                            email-open-outline               email-open                   -
    phone                                    phone                            phone                        cs/ phone-hangup
    phone.down                               phone-hangup                     phone-hangup                 c
    video                                    video                            video                        cs/ video-off
    camera                                   camera                           camera                       cs
    photo                                    image                            image                        -
    photo.on.rectangle                       image-multiple                   image-multiple               -
    mic                                      microphone-outline               microphone                   cs/ microphone-off
    speaker                                  speaker                          speaker                      -/ speaker-off
    music.note                               music-note                       -                            /
    music.note.list                          playlist-play                    -                            -
    headphones                               headphones                       -                            c
    play                                     play                             play                         cs
    pause                                    pause                            pause                        cs
    stop                                     stop                             stop                         cs
    play.pause                               play-pause                       play-pause                   -
    backward                                 rewind                           rewind                       c
    forward                                  fast-forward                     fast-forward                 c
    backward.end                             skip-previous                    skip-previous                c
    forward.end                              skip-next                        skip-next                    c
    backward.frame                           step-backward                    step-backward                -
    forward.frame                            step-forward                     step-forward                 -
    shuffle                                  shuffle                          -                            -
    repeat                                   repeat                           -                            -
    repeat.1                                 repeat-once                      -                            -
    goforward.10                             timer-10                         -                            -
    record.circle                            record-rec                       record-rec                   -
    airplane                                 airplane                         -                            c
    car                                      car                              car                          c
    bus                                      bus                              bus                          -
    tram                                     tram                             tram                         -
    bicycle                                  bike                             -                            c
    figure.walk                              walk                             -                            c
    figure.run                               run                              -                            c
    figure.wave                              human-greeting                   -                            -
    map                                      map                              map                          -
    mappin                                   map-marker                       -                            c/ map-marker-off
    mappin.and.ellipse                       map-marker-radius                -                            -
    location.north                           navigation                       navigation                   c
    globe                                    earth                            -                            /
    network                                  web                              -                            -
    wifi.slash                               wifi-off                         -                            -
    antenna.radiowaves.left.and.right        access-point                     -                            -
    dot.radiowaves.left.and.right            access-point-network             -                            -
    personalhotspot                          access-point-network             -                            -
    lock                                     lock-outline                     lock                         cs/ lock-open-outline
    lock.open                                lock-open-outline                lock-open                    c
    key                                      key                              key                          -
    shield                                   shield-outline                   shield                       /
    checkmark.shield                         security                         security                     -
    exclamationmark                          exclamation                      -                            -
    exclamationmark.triangle                 alert-outline                    alert                        -
    exclamationmark.circle                   alert-circle-outline             alert-circle                 -
    exclamationmark.octagon                  close-octagon-outline            close-octagon                -
    questionmark                             help                             -                            -
    questionmark.circle                      help-circle-outline              help-circle                  -
    info                                     information-variant              -                            -
    info.circle                              information-outline              information                  -
    minus                                    minus                            -                            cs
    multiply                                 multiplication                   -                            c
    divide                                   division                         -                            c
    equal                                    equal                            -                            c
    percent                                  percent                          -                            -
    number                                   pound                            -                            s
    at                                       at                               -                            c
    paperclip                                paperclip                        -                            c
    link                                     link                             -                            c
    bookmark                                 bookmark-outline                 bookmark                     cs/ bookmark-remove
    book                                     book-open-variant                book                         c
    books.vertical                           library-books                    library-books                -
    newspaper                                newspaper                        newspaper                    -
    doc                                      file-outline                     file                         c
    doc.text                                 file-document                    file-document                -
    doc.on.doc                               content-copy                     content-copy                 -
    doc.on.clipboard                         content-paste                    content-paste                -
    clipboard                                clipboard-outline                clipboard                    -
    folder                                   folder-outline                   folder                       c
    folder.badge.plus                        folder-plus                      folder-plus                  -
    tray                                     inbox                            inbox                        -
    archivebox                               archive                          archive                      -
    externaldrive                            harddisk                         harddisk                     -
    calendar                                 calendar-blank                   calendar-blank               c
    calendar.badge.plus                      calendar-plus                    calendar-plus                -
    clock                                    clock                            clock                        -
    alarm                                    alarm                            alarm                        -
    timer                                    timer                            -                            c
    stopwatch                                timer                            timer                        -
    hourglass                                timer-sand                       -                            -
    sun.max                                  white-balance-sunny              white-balance-sunny          c
    sun.min                                  brightness-5                     brightness-5                 -
    sunrise                                  weather-sunset-up                weather-sunset-up            -
    sunset                                   weather-sunset-down              weather-sunset-down          -
    moon                                     weather-night                    weather-night                c
    moon.stars                               weather-night                    weather-night                -
    cloud                                    cloud-outline                    cloud                        c
    cloud.sun                                weather-partlycloudy             weather-partlycloudy         -
    cloud.rain                               weather-rainy                    weather-rainy                -
    cloud.heavyrain                          weather-pouring                  weather-pouring              -
    cloud.bolt                               weather-lightning                weather-lightning            -
    cloud.snow                               weather-snowy                    weather-snowy                -
    cloud.fog                                weather-fog                      weather-fog                  -
    cloud.hail                               weather-hail                     weather-hail                 -
    wind                                     weather-windy                    -                            -
    snowflake                                snowman                          -                            -
    thermometer                              thermometer                      -                            -
    umbrella                                 umbrella-outline                 umbrella                     -
    drop                                     water                            water                        c/ water-off
    flame                                    fire                             fire                         c
    bolt.heart                               heart-pulse                      heart-pulse                  -
    leaf                                     leaf                             leaf                         c
    tree                                     tree                             tree                         -
    pawprint                                 paw                              paw                          c
    hare                                     run                              -                            -
    ant                                      bug                              bug                          c
    ladybug                                  bug                              bug                          -
    fish                                     fish                             fish                         -
    cart                                     cart-outline                     cart                         c/ cart-off
    bag                                      shopping                         shopping                     c
    basket                                   basket                           basket                       -
    creditcard                               credit-card                      credit-card                  c
    banknote                                 cash                             cash                         -
    dollarsign                               currency-usd                     -                            cs
    eurosign                                 currency-eur                     -                            cs
    sterlingsign                             currency-gbp                     -                            cs
    bitcoinsign                              currency-btc                     -                            c
    giftcard                                 wallet-giftcard                  wallet-giftcard              -
    gift                                     gift                             gift                         c
    tag                                      tag-outline                      tag                          c
    ticket                                   ticket                           ticket                       -
    crown                                    crown                            crown                        -
    trophy                                   trophy-outline                   trophy                       c
    rosette                                  trophy-award                     -                            -
    medal                                    trophy-variant-outline           trophy-variant               -
    flag                                     flag-outline                     flag                         cs/ flag-outline-variant
    flag.checkered                           flag-checkered                   -                            -
    pin                                      pin                              pin                          c/ pin-off
    eye                                      eye                              eye                          c/ eye-off
    hand.thumbsup                            thumb-up-outline                 thumb-up                     c
    hand.thumbsdown                          thumb-down-outline               thumb-down                   c
    hand.point.right                         hand-pointing-right              hand-pointing-right          -
    hand.raised                              human-handsup                    human-handsup                -
    face.smiling                             emoticon-happy                   emoticon-happy               -
    bubble.left                              message-outline                  message                      -
    bubble.right                             message-outline                  message                      -
    bubble.left.and.bubble.right             forum                            forum                        -
    message                                  message-text-outline             message-text                 c
    text.bubble                              message-text-outline             message-text                 -
    ellipsis.bubble                          message-processing               message-processing           -
    quote.bubble                             comment-text-outline             comment-text                 -
    ellipsis                                 dots-horizontal                  -                            cs
    ellipsis.vertical                        dots-vertical                    -                            -
    line.3.horizontal                        menu                             -                            -
    line.horizontal.3                        menu                             -                            -
    line.3.horizontal.decrease               filter-variant                   -                            c
    list.bullet                              format-list-bulleted             -                            -
    list.number                              format-list-numbers              -                            -
    list.dash                                view-list                        -                            -
    checklist                                playlist-check                   -                            -
    square.grid.2x2                          view-grid                        view-grid                    -
    square.grid.3x3                          grid                             -                            -
    rectangle.grid.2x2                       view-module                      view-module                  -
    square.stack                             layers                           layers                       -
    square.on.square                         checkbox-multiple-blank-outline  checkbox-multiple-blank      -
    rectangle                                crop-landscape                   -                            -
    rectangle.portrait                       crop-portrait                    -                            -
    capsule                                  toggle-switch-off                -                            -
    hexagon                                  hexagon-outline                  hexagon                      -
    octagon                                  octagon-outline                  octagon                      -
    diamond                                  diamond                          diamond                      -
    seal                                     seal                             seal                         -
    checkmark.seal                           verified                         verified                     -
    app                                      apps                             -                            -
    app.badge                                apps                             -                            -
    square                                   checkbox-blank-outline           checkbox-blank               -
    circle.grid.3x3                          dialpad                          -                            -
    circle.dashed                            checkbox-blank-circle-outline    -                            -
    checkmark.square                         checkbox-marked-outline          checkbox-marked              -
    xmark.square                             close-box-outline                close-box                    -
    slider.horizontal.3                      tune                             -                            -
    slider.vertical.3                        tune-vertical                    -                            -
    dial                                     speedometer                      -                            -
    gauge                                    gauge                            -                            -
    speedometer                              speedometer                      -                            -
    chart.bar                                chart-bar                        chart-bar                    -
    chart.pie                                chart-pie                        chart-pie                    -
    chart.line.uptrend.xyaxis                trending-up                      -                            -
    chart.line.downtrend.xyaxis              trending-down                    -                            -
    chart.xyaxis.line                        chart-line                       -                            -
    waveform                                 pulse                            -                            c
    waveform.path.ecg                        heart-pulse                      -                            -
    bolt                                     flash                            flash                        c/ flash-off
    bolt.car                                 car-battery                      -                            -
    battery.100                              battery                          -                            -
    battery.75                               battery-70                       -                            -
    battery.50                               battery-50                       -                            -
    battery.25                               battery-20                       -                            -
    battery.0                                battery-outline                  -                            -
    battery.100.bolt                         battery-charging-100             -                            -
    powerplug                                power-socket                     power-socket                 -
    power                                    power                            -                            c
    lightbulb                                lightbulb-outline                lightbulb                    /
    flashlight.on                            flashlight                       flashlight                   -
    flashlight.off                           flashlight-off                   flashlight-off               -
    fan                                      fan                              -                            -
    wrench                                   wrench                           wrench                       -
    wrench.and.screwdriver                   wrench                           wrench                       -
    hammer                                   gavel                            gavel                        -
    screwdriver                              screwdriver                      screwdriver                  -
    paintbrush                               brush                            brush                        -
    paintpalette                             palette                          palette                      -
    eyedropper                               eyedropper                       -                            -
    scissors                                 content-cut                      -                            c
    crop                                     crop                             -                            -
    wand.and.stars                           auto-fix                         -                            -
    sparkles                                 auto-fix                         -                            -
    sparkle                                  auto-fix                         -                            -
    rays                                     brightness-7                     -                            -
    tv                                       television                       television                   -
    desktopcomputer                          desktop-mac                      -                            -
    laptopcomputer                           laptop                           -                            -
    iphone                                   cellphone-iphone                 -                            -
    ipad                                     tablet-ipad                      -                            -
    applewatch                               watch                            -                            -
    keyboard                                 keyboard                         keyboard                     -
    printer                                  printer                          printer                      -
    gamecontroller                           gamepad-variant                  gamepad-variant              -
    cpu                                      chip                             -                            -
    memorychip                               memory                           -                            -
    server.rack                              server                           -                            -
    externaldrive.connected.to.line.below    harddisk                         -                            -
    airplayvideo                             airplay                          -                            -
    airplayaudio                             airplay                          -                            -
    tv.and.mediabox                          television-guide                 -                            -
    hifispeaker                              speaker                          speaker                      -
    radio                                    radio                            radio                        -
    guitars                                  guitar-electric                  -                            -
    film                                     film                             film                         -
    camera.aperture                          camera-iris                      -                            -
    qrcode                                   qrcode                           -                            -
    barcode                                  barcode                          -                            -
    barcode.viewfinder                       barcode-scan                     -                            -
    viewfinder                               crop-free                        -                            -
    scope                                    crosshairs                       -                            -
    target                                   target                           -                            -
    building.2                               city                             -                            -
    building.columns                         bank                             bank                         -
    storefront                               store                            store                        -
    cross                                    hospital                         hospital                     c
    cross.case                               hospital                         hospital                     -
    pills                                    pill                             pill                         -
    stethoscope                              stethoscope                      -                            -
    brain.head.profile                       face-profile                     -                            -
    graduationcap                            school                           school                       -
    studentdesk                              chair-school                     -                            -
    briefcase                                briefcase                        briefcase                    c
    suitcase                                 wallet-travel                    wallet-travel                -
    shippingbox                              package-variant-closed           package-variant-closed       -
    cube                                     cube-outline                     cube                         -
    puzzlepiece                              puzzle                           puzzle                       -
    dice                                     dice-5                           dice-5                       -
    die.face.5                               dice-5                           dice-5                       -
    football                                 football                         -                            -
    soccerball                               soccer                           -                            -
    tennis.racket                            tennis                           -                            -
    dumbbell                                 dumbbell                         dumbbell                     -
    figure.pool.swim                         swim                             -                            -
    sportscourt                              soccer                           soccer                       -
    cup.and.saucer                           coffee                           coffee                       -
    mug                                      coffee-to-go                     coffee-to-go                 -
    wineglass                                glass-tulip                      glass-tulip                  -
    birthday.cake                            cake                             cake                         -
    fork.knife                               silverware                       -                            c
    takeoutbag.and.cup.and.straw             food                             food                         -
    carrot                                   carrot                           carrot                       -
    arrow.up.right                           arrow-top-right                  -                            cs
    arrow.up.left                            arrow-top-left                   -                            cs
    arrow.down.right                         arrow-bottom-right               -                            cs
    arrow.down.left                          arrow-bottom-left                -                            cs
    arrow.up.and.down                        swap-vertical                    -                            cs
    arrow.left.and.right                     swap-horizontal                  -                            cs
    arrow.up.arrow.down                      swap-vertical                    -                            cs
    arrow.left.arrow.right                   swap-horizontal                  -                            cs
    arrow.clockwise                          refresh                          -                            c
    arrow.counterclockwise                   backup-restore                   -                            c
    arrow.triangle.2.circlepath              sync                             -                            c
    """
}
