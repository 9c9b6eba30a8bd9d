// Reads a glossary file with OmegaT's own reader (org.omegat.gui.glossary.GlossaryReaderTSV of
// /usr/share/omegat/OmegaT.jar, what OmegaT 3.6 uses for glossary/*.txt) and prints how many
// entries it read and the entries whose source is one of the terms given, as
// "source<TAB>target<TAB>comment" in UTF-8, so that tests/tools/omegat.sh can check what OmegaT sees.
// Usage: java -cp OmegaT.jar OmegatGlossary.java FILE [TERM...]
import java.io.File;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.omegat.gui.glossary.GlossaryEntry;
import org.omegat.gui.glossary.GlossaryReaderTSV;

public class OmegatGlossary {
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, "UTF-8");  // whatever the locale
        List<GlossaryEntry> entries = GlossaryReaderTSV.read(new File(args[0]), false);
        out.println("entries=" + entries.size());
        List<String> wanted = Arrays.asList(args).subList(1, args.length);
        for (GlossaryEntry e : entries)
            if (wanted.contains(e.getSrcText()))
                out.println(e.getSrcText() + "\t" + e.getLocText() + "\t" + e.getCommentText());
    }
}
